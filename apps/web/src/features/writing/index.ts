/** Chinese writing practice, as other features use it. */
export { HanziPractice, type WritingMode } from "./components/HanziPractice";

/** Light and dark themes. */
export { ThemeToggle } from "./components/ThemeToggle";

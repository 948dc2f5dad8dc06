// What other features use of leeches: the list with its choices (the deck page, Stats).
export { LeechesSection } from "./components/LeechesSection";

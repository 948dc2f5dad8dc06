/** Home: what other features use of it (the query keys a saved session makes out of date). */
export { homeKeys } from "./query-keys";

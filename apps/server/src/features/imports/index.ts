// What the jobs use of imports: the repository whose stale uploads they clear.
export { createImportsRepository } from "./repository";

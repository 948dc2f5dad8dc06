// The mining feature as other features use it.
export { addReaderWords, READER_PICKS_MAX } from "./reader-words";

export { readAnkiPackage, type ReadAnkiOptions } from "./anki-package";
export type {
  AnkiCard,
  AnkiCardType,
  AnkiCollectionFile,
  AnkiDeck,
  AnkiMedia,
  AnkiMediaFile,
  AnkiNote,
  AnkiNoteType,
  AnkiPackage,
  AnkiReview,
} from "./anki-types";
export { isSafeMediaName } from "./anki-media";
export {
  readDelimited,
  type AnkiTextHeaders,
  type Delimiter,
  type DelimitedFile,
  type DelimitedProblem,
  type DelimitedRow,
  type ReadDelimitedOptions,
} from "./delimited";
export { ImportReadError, isImportReadError, type ImportErrorCode } from "./errors";
export { defaultLimits, type ReadLimits } from "./limits";
export { hasCloze, imageRefs, readField, soundRefs, toSafeText, type FieldContent } from "./safe-text";
export type { TextEncodingName } from "./text-decoding";

export type { NoteBatch } from "./anki-collection";
export {
  type AnkiOrigin,
  type CollectionFile,
  type CollectionFileOptions,
  createCollectionFile,
  type ExportNote,
  type NoteContext,
  type PlannedMedia,
} from "./anki-collection-writer";
export { isWritableNoteType } from "./anki-export-note-types";
export type { FsrsPreset } from "./anki-export-options";
export type { ExportCard, ExportMemory, ExportReview } from "./anki-export-rows";
export { plainTextToFieldHtml } from "./anki-export-text";
export { isSafeMediaName } from "./anki-media";
export { type AnkiPackageReader, openAnkiPackageFile, type ReadAnkiOptions, readAnkiPackage } from "./anki-package";
export { ankiPackageStream, type PackageMedia } from "./anki-package-stream";
export type {
  AnkiCard,
  AnkiCardType,
  AnkiCollectionFile,
  AnkiDeck,
  AnkiDeckOptions,
  AnkiMedia,
  AnkiMediaFile,
  AnkiNote,
  AnkiNoteType,
  AnkiNoteTypeDefinition,
  AnkiPackage,
  AnkiReview,
} from "./anki-types";
export {
  type AnkiTextHeaders,
  type DelimitedFile,
  type DelimitedProblem,
  type DelimitedRow,
  type Delimiter,
  type ReadDelimitedOptions,
  readDelimited,
} from "./delimited";
export { type ImportErrorCode, ImportReadError, isImportReadError } from "./errors";
export { defaultLimits, type ReadLimits } from "./limits";
export { type FieldContent, hasCloze, imageRefs, readField, soundRefs, toSafeText } from "./safe-text";
export type { TextEncodingName } from "./text-decoding";
export {
  type DeckCsvWord,
  deckCsvHeader,
  deckCsvRows,
  type ReviewCsvRow,
  reviewsCsvHeader,
  reviewsCsvRows,
  writeDeckCsv,
  writeReviewsCsv,
} from "./write-delimited";
export { type ZipStreamEntry, zipStream } from "./zip-stream";

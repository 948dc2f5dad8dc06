/** Why a file could not be read. Each code has one user-facing message; `details` carries numbers for logs. */
export type ImportErrorCode =
  | "FILE_TOO_LARGE"
  | "NOT_A_ZIP"
  | "ZIP_TOO_LARGE"
  | "NOT_AN_ANKI_PACKAGE"
  | "STUB_ONLY"
  | "UNKNOWN_SCHEMA"
  | "CORRUPT_PACKAGE"
  | "NO_NOTES"
  | "TOO_MANY_ROWS";

export class ImportReadError extends Error {
  override readonly name = "ImportReadError";
  constructor(
    readonly code: ImportErrorCode,
    /** Text that can be shown to the learner as it is. */
    message: string,
    readonly details: Record<string, string | number> = {},
  ) {
    super(message);
  }
}

export function isImportReadError(value: unknown): value is ImportReadError {
  return value instanceof ImportReadError;
}

/** "100 MB", "512 KB", "12 bytes": sizes in messages the way a person reads them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

export const messages = {
  fileTooLarge: (limit: number) =>
    `This file is larger than ${formatBytes(limit)}, the most that can be imported at once.`,
  notAZip: () => "This file is not an Anki package (.apkg or .colpkg): it is not a zip archive.",
  zipTooLarge: (limit: number) =>
    `This package unpacks to more than ${formatBytes(limit)}, the most that can be imported at once.`,
  notAnki: () =>
    "This zip archive holds no Anki collection (collection.anki21b, collection.anki21 or collection.anki2).",
  stubOnly: () =>
    "This package only holds the placeholder that asks older Anki versions to update; the real collection is missing. Export it again from Anki.",
  unknownSchema: (why: string) => `This Anki collection has a layout this app does not know (${why}).`,
  corrupt: (what: string) => `This Anki package is damaged: ${what}.`,
  noNotes: () => "This Anki package holds no notes to import.",
  tooManyRows: (limit: number) =>
    `This file has more than ${limit.toLocaleString("en-US")} lines, more words than can be imported at once.`,
} as const;

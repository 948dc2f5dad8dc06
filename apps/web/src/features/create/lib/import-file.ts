/** What the import accepts, as the file picker's `accept` and for the check before uploading. */
export const IMPORT_EXTENSIONS = [".csv", ".tsv", ".txt", ".apkg", ".colpkg"] as const;
export const IMPORT_MAX_BYTES = 100 * 1024 * 1024;

/** Why a file can't be imported, or null when it can be sent. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return "Choose a .csv, .tsv, .txt, .apkg or .colpkg file.";
  }
  if (file.size > IMPORT_MAX_BYTES) return "The file is larger than 100 MB.";
  if (file.size === 0) return "The file is empty.";
  return null;
}

/** "finnish-words.csv" → "finnish-words": a first guess at the deck's name. */
export function fileBaseName(fileName: string): string {
  const base = fileName.replace(/\.[^.]+$/, "").trim();
  return base || fileName;
}

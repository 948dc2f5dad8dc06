/** Reads the word lines of one hand-written sub-deck (see CoreDeckSource in core-deck-types.ts). */

export interface ListedWord {
  original: string;
  /** Undefined for a language without readings and for a reading written `-`. */
  reading: string | undefined;
  translation: string;
}

/**
 * One word per `original | translation` line, or `original | reading | translation` when
 * `withReading`; a malformed line is reported in `errors` (prefixed with `where`) and skipped.
 */
export function parseWordList(
  lines: readonly string[],
  withReading: boolean,
  where: string,
  errors: string[],
): ListedWord[] {
  const format = withReading ? "original | reading | translation" : "original | translation";
  const words: ListedWord[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const parts = line.split(" | ").map((part) => part.trim());
    if (parts.length !== (withReading ? 3 : 2)) {
      errors.push(`${where}: expected "${format}": ${line}`);
      continue;
    }
    const [original, reading, translation] = withReading
      ? (parts as [string, string, string])
      : [parts[0] as string, "", parts[1] as string];
    words.push({ original, reading: reading === "" || reading === "-" ? undefined : reading, translation });
  }
  return words;
}

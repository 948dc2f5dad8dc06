/** Stroke data of one character in the hanzi-writer-data format (© Arphic Technology, Arphic Public License). */
export interface CharacterStrokeData {
  strokes: string[];
  medians: number[][][];
  radStrokes?: number[];
}

/** Where our server serves the stroke data (never a CDN). */
export function charDataUrl(character: string): string {
  return `/hanzi-data/${encodeURIComponent(character)}.json`;
}

/** Fetches a character's stroke data; rejects with a readable reason ("404 Not Found", "Failed to fetch"). */
export async function fetchCharData(character: string, fetcher: typeof fetch = fetch): Promise<CharacterStrokeData> {
  const response = await fetcher(charDataUrl(character), { credentials: "same-origin" });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
  const data = (await response.json()) as CharacterStrokeData;
  if (!Array.isArray(data?.strokes) || !Array.isArray(data?.medians)) throw new Error("the stroke data is not valid");
  return data;
}

/** The characters of a word that can be written (Han characters), in order. */
export function writableCharacters(word: string): string[] {
  return [...word].filter((c) => /\p{Script=Han}/u.test(c));
}

/** The reason of an error, for 'Failed to … : {reason}'. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === "string") return error;
  if (error && typeof error === "object" && "status" in error)
    return `HTTP ${String((error as { status: unknown }).status)}`;
  return "unknown error";
}

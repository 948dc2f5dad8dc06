/**
 * Downloads are plain links (the browser streams the file and names it from Content-Disposition);
 * these build their addresses so the routes are spelled in one place.
 */
export function deckExportUrl(deckId: string, format: "csv" | "apkg"): string {
  return `/api/me/decks/${encodeURIComponent(deckId)}/export?format=${format}`;
}

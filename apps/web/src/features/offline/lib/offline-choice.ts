/** Decks the learner chose not to keep offline (localStorage: a list of deck ids), per device. */
const EXCLUDED_KEY = "lexistep:offline-excluded-decks";

export function excludedDecks(): Set<string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(EXCLUDED_KEY) ?? "[]");
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : []);
  } catch {
    return new Set();
  }
}

export function setKeptOffline(subDeckId: string, kept: boolean): void {
  const excluded = excludedDecks();
  if (kept) excluded.delete(subDeckId);
  else excluded.add(subDeckId);
  try {
    localStorage.setItem(EXCLUDED_KEY, JSON.stringify([...excluded]));
  } catch {
    // storage blocked: the choice lasts for this page
  }
}

import type { FsrsOptimization, FsrsSettingsData } from "../../../../lib/fsrs-settings";
import { meRequest } from "../../../../lib/me-request";

/** POST /api/me/fsrs-settings/reset: back to the defaults. */
export function resetFsrsSettings(): Promise<FsrsSettingsData> {
  return meRequest<FsrsSettingsData>("/me/fsrs-settings/reset", { method: "POST" });
}

/** POST /api/me/fsrs-settings/update-cards: recompute a deck's review times with the saved settings. */
export function updateCards(subDeckId: string): Promise<{ updated: number; message: string }> {
  return meRequest("/me/fsrs-settings/update-cards", { method: "POST", body: { subDeckId } });
}

/** POST /api/me/fsrs-settings/optimize: fit the parameters to the user's reviews (needs 50 or more). */
export function optimizeParameters(): Promise<FsrsOptimization> {
  return meRequest<FsrsOptimization>("/me/fsrs-settings/optimize", { method: "POST" });
}

/** POST /api/me/fsrs-settings/optimize/cancel: stop the running optimization (false: none was running). */
export function cancelOptimization(): Promise<{ cancelled: boolean }> {
  return meRequest("/me/fsrs-settings/optimize/cancel", { method: "POST" });
}

/** DELETE /api/me/fsrs-settings/optimization: forget the last optimization (default parameters again). */
export function clearOptimization(): Promise<unknown> {
  return meRequest("/me/fsrs-settings/optimization", { method: "DELETE" });
}

export interface DeckChoice {
  subDeckId: string;
  name: string;
}

/** GET /api/me/decks, for the Update Cards chooser. */
export async function getDeckChoices(): Promise<DeckChoice[]> {
  const { items } = await meRequest<{ items: DeckChoice[] }>("/me/decks");
  return items.map(({ subDeckId, name }) => ({ subDeckId, name }));
}

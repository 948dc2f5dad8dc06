import { SESSION_DRAFTS_KEY } from "./offline-save-key";
import type { QueuedSave } from "./offline-save-queue";

/**
 * The answers of sessions still being studied, written as they are given, so that even a crash
 * (battery, a killed browser: no chance to run anything on the way out) loses nothing. A draft is
 * removed when its session ends normally; one left behind for `STALE_DRAFT_MS` is a session nobody
 * is studying any more, and is saved with the answers it has.
 */
export const STALE_DRAFT_MS = 30 * 60_000;

interface Draft {
  entry: QueuedSave;
  updatedAt: number;
}

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function readDrafts(storage: DraftStorage): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SESSION_DRAFTS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

function writeDrafts(storage: DraftStorage, drafts: Record<string, Draft>): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(SESSION_DRAFTS_KEY);
    else storage.setItem(SESSION_DRAFTS_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or blocked: leaving still saves through the queue.
  }
}

export function writeDraft(storage: DraftStorage, entry: QueuedSave, now: number): void {
  const drafts = readDrafts(storage);
  drafts[entry.payload.sessionId] = { entry, updatedAt: now };
  writeDrafts(storage, drafts);
}

export function removeDraft(storage: DraftStorage, sessionId: string): void {
  const drafts = readDrafts(storage);
  if (!(sessionId in drafts)) return;
  delete drafts[sessionId];
  writeDrafts(storage, drafts);
}

/** Takes out this user's drafts untouched for `STALE_DRAFT_MS`: sessions to save as they are. */
export function takeStaleDrafts(storage: DraftStorage, userId: string, now: number): QueuedSave[] {
  const drafts = readDrafts(storage);
  const stale: QueuedSave[] = [];
  for (const [id, draft] of Object.entries(drafts)) {
    if (draft?.entry?.userId !== userId || now - draft.updatedAt < STALE_DRAFT_MS) continue;
    stale.push(draft.entry);
    delete drafts[id];
  }
  if (stale.length > 0) writeDrafts(storage, drafts);
  return stale;
}

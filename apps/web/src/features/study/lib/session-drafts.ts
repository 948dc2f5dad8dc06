import type { RecordStore } from "../../../lib/record-store";
import type { QueuedSave } from "./offline-save-queue";
import { isQueuedSave } from "./offline-save-queue";

/**
 * The answers of sessions still being studied, written to the device's database as they are
 * given, so that even a crash (battery, a killed browser: no chance to run anything on the way
 * out) loses nothing. A draft is removed when its session ends normally; one left behind for
 * `STALE_DRAFT_MS` is a session nobody is studying any more, and is saved with the answers it has.
 */
export const STALE_DRAFT_MS = 30 * 60_000;

export interface SessionDraft {
  entry: QueuedSave;
  updatedAt: number;
}

export function isSessionDraft(value: unknown): value is SessionDraft {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<SessionDraft>;
  return typeof v.updatedAt === "number" && isQueuedSave(v.entry);
}

/** The key a draft is kept under (its session id), or null for anything else. */
export function sessionDraftKey(value: unknown): string | null {
  return isSessionDraft(value) ? value.entry.payload.sessionId : null;
}

export async function writeDraft(store: RecordStore, entry: QueuedSave, now: number): Promise<void> {
  const draft: SessionDraft = { entry, updatedAt: now };
  await store.put(entry.payload.sessionId, draft);
}

export async function removeDraft(store: RecordStore, sessionId: string): Promise<void> {
  await store.delete(sessionId);
}

async function readDrafts(store: RecordStore): Promise<SessionDraft[]> {
  try {
    return (await store.all()).filter(isSessionDraft);
  } catch {
    return [];
  }
}

/**
 * This user's sessions left behind, to save as they are (not yet taken out): drafts no page is
 * studying (`live`: the sessions open now, null where the browser cannot tell) and drafts untouched
 * for `STALE_DRAFT_MS`.
 */
export async function staleDrafts(
  store: RecordStore,
  userId: string,
  now: number,
  live: ReadonlySet<string> | null = null,
): Promise<QueuedSave[]> {
  return (await readDrafts(store))
    .filter(
      (d) =>
        d.entry.userId === userId &&
        (now - d.updatedAt >= STALE_DRAFT_MS || (live !== null && !live.has(d.entry.payload.sessionId))),
    )
    .map((d) => d.entry);
}

/** Whether any draft is kept on the device (for anyone). */
export async function hasDrafts(store: RecordStore): Promise<boolean> {
  return (await readDrafts(store)).length > 0;
}

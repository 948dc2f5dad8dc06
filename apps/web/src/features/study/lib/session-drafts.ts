import type { RecordStore } from "../../../lib/record-store";
import type { QueuedSave } from "./offline-save-queue";
import { isQueuedSave } from "./offline-save-queue";
import { isResumePoint, type ResumePoint } from "./resume-point";

/**
 * The answers of sessions still being studied, written to the device's database as they are
 * given, so that even a crash (battery, a killed browser: no chance to run anything on the way
 * out) loses nothing. A draft is removed when its session ends normally. One whose page is gone
 * (its lock free) is offered for resuming while it is younger than `STALE_DRAFT_MS`; after that,
 * or where it cannot be resumed, it is saved with the answers it has.
 */
export const STALE_DRAFT_MS = 30 * 60_000;

export interface SessionDraft {
  entry: QueuedSave;
  updatedAt: number;
  /** Where the session stands, to go on from there (absent: it can only be saved). */
  resume?: ResumePoint;
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

export async function writeDraft(
  store: RecordStore,
  entry: QueuedSave,
  now: number,
  resume?: ResumePoint,
): Promise<void> {
  const draft: SessionDraft = resume ? { entry, updatedAt: now, resume } : { entry, updatedAt: now };
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

/** A draft no page is studying (`live`: the sessions open now; null where the browser cannot tell). */
function isLeft(draft: SessionDraft, live: ReadonlySet<string> | null): boolean {
  return live !== null && !live.has(draft.entry.payload.sessionId);
}

/** Left behind, recently, with where it stood: the learner is offered to go on with it. */
function isResumable(draft: SessionDraft, now: number, live: ReadonlySet<string> | null): boolean {
  return isLeft(draft, live) && now - draft.updatedAt < STALE_DRAFT_MS && isResumePoint(draft.resume);
}

/**
 * This user's sessions left behind, to save as they are (not yet taken out): drafts untouched for
 * `STALE_DRAFT_MS`, and drafts no page is studying that cannot be resumed. A recent one that can
 * be resumed waits for the learner's choice (`resumableDrafts`).
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
        (now - d.updatedAt >= STALE_DRAFT_MS || (isLeft(d, live) && !isResumable(d, now, live))),
    )
    .map((d) => d.entry);
}

/** This user's sessions left midway that can be resumed, the most recent first. */
export async function resumableDrafts(
  store: RecordStore,
  userId: string,
  now: number,
  live: ReadonlySet<string> | null,
): Promise<SessionDraft[]> {
  return (await readDrafts(store))
    .filter((d) => d.entry.userId === userId && isResumable(d, now, live))
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

/** One session's draft, if this user can resume it now. */
export async function resumableDraft(
  store: RecordStore,
  userId: string,
  sessionId: string,
  now: number,
  live: ReadonlySet<string> | null,
): Promise<SessionDraft | null> {
  return (await resumableDrafts(store, userId, now, live)).find((d) => d.entry.payload.sessionId === sessionId) ?? null;
}

/** Whether any draft is kept on the device (for anyone). */
export async function hasDrafts(store: RecordStore): Promise<boolean> {
  return (await readDrafts(store)).length > 0;
}

import type { SessionSaveInput } from "@app/domain/study/validation";
import { ApiError } from "../../../lib/api";
import type { RecordStore } from "../../../lib/record-store";
import type { SaveSessionResult } from "../api/save-study-session";
import { OFFLINE_SAVE_KEY } from "./offline-save-key";

/**
 * Finished sessions waiting to reach the server, kept in the device's database (IndexedDB) so they
 * survive a reload or a closed tab. A session is written here *before* it is sent and removed once
 * the server has it, so nothing is lost whatever happens in between. Sending one twice is harmless:
 * the server saves a session id once and answers a repeat with the first result, so nothing counts
 * double. Sessions are sent in the order they were studied.
 */
export { OFFLINE_SAVE_KEY };
/** Bounds what a browser keeps if it is offline for a very long time (the oldest go first). */
export const MAX_QUEUED_SAVES = 200;

export interface QueuedSave {
  /** Only this user's session sends these: another account signing in on the device never does. */
  userId: string;
  queuedAt: string;
  payload: SessionSaveInput;
}

export type SaveOutcome =
  | { status: "saved"; result: SaveSessionResult }
  /** Not sent yet (offline, server unreachable or busy): stays queued and is retried. `error`: why a try failed. */
  | { status: "queued"; error?: unknown }
  /** Refused for good (e.g. no longer valid): removed from the queue. */
  | { status: "failed"; error: unknown };

export interface QueueDeps {
  store: RecordStore;
  send: (payload: SessionSaveInput) => Promise<SaveSessionResult>;
  isOnline: () => boolean;
}

export function isQueuedSave(value: unknown): value is QueuedSave {
  if (!value || typeof value !== "object") return false;
  const v = value as Partial<QueuedSave>;
  return typeof v.userId === "string" && typeof v.payload?.sessionId === "string";
}

/** The key a queued session is kept under (its session id), or null for anything else. */
export function queuedSaveKey(value: unknown): string | null {
  return isQueuedSave(value) ? value.payload.sessionId : null;
}

/** Study-time order: when the session started, then when it was queued. */
function byStudyTime(a: QueuedSave, b: QueuedSave): number {
  return (a.payload.startedAt ?? "").localeCompare(b.payload.startedAt ?? "") || a.queuedAt.localeCompare(b.queuedAt);
}

/** Every queued session (of every user on this device), oldest study first; unreadable records are skipped. */
export async function readQueue(store: RecordStore): Promise<QueuedSave[]> {
  try {
    return (await store.all()).filter(isQueuedSave).sort(byStudyTime);
  } catch {
    return [];
  }
}

/**
 * Adds a session (a session id already queued is replaced, never duplicated). Throws when the
 * device refuses to keep it, so the caller can still send it at once.
 */
export async function enqueueSave(store: RecordStore, entry: QueuedSave): Promise<void> {
  await store.put(entry.payload.sessionId, entry);
  const queue = await readQueue(store);
  for (const old of queue.slice(0, Math.max(0, queue.length - MAX_QUEUED_SAVES))) {
    await store.delete(old.payload.sessionId);
  }
}

/** Takes a session out of the queue (e.g. a page kept its answers on leaving, then came back). */
export async function removeSave(store: RecordStore, sessionId: string): Promise<void> {
  try {
    await store.delete(sessionId);
  } catch {
    // Left in the queue: sending it again is answered with the first result.
  }
}

/** How many sessions of `userId` wait on this device to be saved. */
export async function queuedCount(store: RecordStore, userId: string | null): Promise<number> {
  return (await readQueue(store)).filter((e) => userId === null || e.userId === userId).length;
}

/** Whether sending again later may succeed: no network, server trouble, signed out, rate limited. */
export function isRetryableSaveError(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429;
}

type SavedListener = (entry: QueuedSave, result: SaveSessionResult) => void;
const savedListeners = new Set<SavedListener>();

/** Called for every session the server confirms, whoever sent it (the overview, a reconnect, app start). */
export function onSessionSaved(listener: SavedListener): () => void {
  savedListeners.add(listener);
  return () => {
    savedListeners.delete(listener);
  };
}

let chain: Promise<unknown> = Promise.resolve();

/**
 * Sends every queued session of `userId`, oldest first, one flush at a time (a reconnect and a
 * finishing session never send the same entry side by side). Stops at the first retryable
 * failure: the network is likely down and the rest would fail too.
 */
export function flushSaves(userId: string, deps: QueueDeps): Promise<Map<string, SaveOutcome>> {
  const run = chain.then(() => flushNow(userId, deps));
  chain = run.catch(() => undefined);
  return run;
}

async function flushNow(userId: string, deps: QueueDeps): Promise<Map<string, SaveOutcome>> {
  const outcomes = new Map<string, SaveOutcome>();
  const mine = (await readQueue(deps.store)).filter((e) => e.userId === userId);
  let reachable = deps.isOnline();
  for (const entry of mine) {
    const id = entry.payload.sessionId;
    if (!reachable) {
      outcomes.set(id, { status: "queued" });
      continue;
    }
    try {
      const result = await deps.send(entry.payload);
      await removeSave(deps.store, id);
      outcomes.set(id, { status: "saved", result });
      for (const listener of savedListeners) listener(entry, result);
    } catch (error) {
      if (isRetryableSaveError(error)) {
        reachable = false;
        outcomes.set(id, { status: "queued", error });
      } else {
        await removeSave(deps.store, id);
        outcomes.set(id, { status: "failed", error });
      }
    }
  }
  return outcomes;
}

/**
 * Saves a finished session: queued first (so a reload or a lost connection can't lose it), then
 * sent with anything else waiting. Resolves with what happened to this session.
 */
export async function saveSession(entry: QueuedSave, deps: QueueDeps): Promise<SaveOutcome> {
  const id = entry.payload.sessionId;
  // A flush already waiting in line may send this entry before ours runs.
  let savedElsewhere: SaveSessionResult | undefined;
  const stop = onSessionSaved((saved, result) => {
    if (saved.payload.sessionId === id) savedElsewhere = result;
  });
  try {
    try {
      await enqueueSave(deps.store, entry);
    } catch {
      return await sendUnqueued(entry, deps);
    }
    const outcome = (await flushSaves(entry.userId, deps)).get(id);
    if (outcome) return outcome;
    if (savedElsewhere) return { status: "saved", result: savedElsewhere };
    return { status: "queued" };
  } finally {
    stop();
  }
}

/** Storage refused the entry: send it once, directly; it cannot wait for a reconnect. */
async function sendUnqueued(entry: QueuedSave, deps: QueueDeps): Promise<SaveOutcome> {
  try {
    const result = await deps.send(entry.payload);
    for (const listener of savedListeners) listener(entry, result);
    return { status: "saved", result };
  } catch (error) {
    return { status: "failed", error };
  }
}

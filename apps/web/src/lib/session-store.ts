import { useSyncExternalStore } from "react";
import type { betterAuthClient } from "./better-auth-client";

export type AuthSession = typeof betterAuthClient.$Infer.Session;
export type AuthUser = AuthSession["user"];

/**
 * The signed-in session as the server answers GET /api/auth/get-session, kept in one store every screen reads.
 * It stands in for Better Auth's session hook so that the first screen does not load Better Auth's client:
 * it is read once at start, again when the tab comes back into view (at most every 5 s) or the network comes
 * back, when another tab signs in or out, and when asked (after a sign-in, a sign-out).
 */
export interface SessionSnapshot {
  data: AuthSession | null;
  /** Until the first answer. */
  isPending: boolean;
  /** The last read failed (offline, a busy server): not a sign-out. */
  error: Error | null;
}

const PATH = "/api/auth/get-session";
const FOCUS_REFETCH_MS = 5_000;
const CHANNEL = "lexistep-session";

let snapshot: SessionSnapshot = { data: null, isPending: true, error: null };
let reading: Promise<void> | null = null;
let lastRead = 0;
/** The last answer's text, to tell a changed session from the same one read again. */
let lastAnswer: string | null = null;
const listeners = new Set<() => void>();

function set(next: SessionSnapshot): void {
  snapshot = next;
  for (const listener of listeners) listener();
}

/** ISO dates back into `Date`s, as Better Auth's client gives them (`createdAt`, `expiresAt`…). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
function withDates(value: unknown): unknown {
  if (typeof value === "string" && ISO_DATE.test(value)) return new Date(value);
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withDates(v)]));
  }
  return value;
}

async function read(): Promise<void> {
  lastRead = Date.now();
  try {
    const response = await fetch(PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`The session could not be read (${response.status}).`);
    const text = await response.text();
    // The same answer again (a tab coming back into view, say) changes nothing: no screen renders again for it.
    if (text === lastAnswer && !snapshot.isPending && snapshot.error === null) return;
    const body = JSON.parse(text) as { user?: unknown } | null;
    lastAnswer = text;
    set({ data: body?.user ? (withDates(body) as AuthSession) : null, isPending: false, error: null });
  } catch (error) {
    set({ ...snapshot, isPending: false, error: error instanceof Error ? error : new Error(String(error)) });
  }
}

/**
 * Reads the session again; resolves when the answer is in the store. Reads run one at a time: a read asked
 * while one is under way shares it, unless `fresh` (the session just changed), which reads again after it, so
 * an answer from before a sign-in never has the last word.
 */
export function refreshSession(fresh = false): Promise<void> {
  if (reading && !fresh) return reading;
  const next: Promise<void> = (reading ?? Promise.resolve()).then(read).finally(() => {
    if (reading === next) reading = null;
  });
  reading = next;
  return next;
}

/** After a sign-in or sign-out here: this tab reads its session again, and so do the others. */
export async function sessionChanged(): Promise<void> {
  await refreshSession(true);
  channel()?.postMessage("changed");
}

let started = false;
let broadcast: BroadcastChannel | null | undefined;
function channel(): BroadcastChannel | null {
  if (broadcast === undefined)
    broadcast = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null;
  return broadcast;
}

function start(): void {
  if (started) return;
  started = true;
  void refreshSession();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState !== "visible" || !navigator.onLine) return;
    if (Date.now() - lastRead >= FOCUS_REFETCH_MS) void refreshSession();
  });
  window.addEventListener("online", () => void refreshSession());
  channel()?.addEventListener("message", () => void refreshSession());
}

/** The store's current value (what the hook renders). */
export function sessionSnapshot(): SessionSnapshot {
  return snapshot;
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session and its state, with a `refetch` that resolves once the new answer is in place. */
export function useSessionSnapshot(): SessionSnapshot & { refetch: () => Promise<void> } {
  const value = useSyncExternalStore(subscribe, sessionSnapshot);
  return { ...value, refetch: sessionChanged };
}

/**
 * A session being studied holds a Web Lock named after it for as long as its page shows it. The
 * browser releases the lock when the page goes, however it goes (closed, crashed, killed), so a
 * draft whose lock nobody holds is a session left behind, to be saved at once rather than after
 * `STALE_DRAFT_MS`. Browsers without Web Locks fall back on the draft's age.
 */
const PREFIX = "lexistep-study-session:";

function locks(): LockManager | null {
  return typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : null;
}

/** Holds the session's lock until the returned function is called. */
export function holdSessionLock(sessionId: string): () => void {
  const manager = locks();
  if (!manager) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  manager.request(`${PREFIX}${sessionId}`, () => held).catch(() => undefined);
  return release;
}

/** The ids of sessions some page of this site is studying now, or null where the browser cannot tell. */
export async function liveSessionIds(): Promise<Set<string> | null> {
  const manager = locks();
  if (!manager) return null;
  try {
    const { held = [] } = await manager.query();
    return new Set(held.flatMap((lock) => (lock.name?.startsWith(PREFIX) ? [lock.name.slice(PREFIX.length)] : [])));
  } catch {
    return null;
  }
}

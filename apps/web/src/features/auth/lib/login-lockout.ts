/**
 * Sign-in lockouts the server reported, remembered in localStorage `lockedUntil` as
 * { [normalised e-mail]: epoch ms }, so the Login button stays 'Account Locked' across reloads.
 * The server enforces the lockout; this only mirrors it. Entries are dropped once they pass.
 */
const STORAGE_KEY = "lockedUntil";

type LockoutMap = Record<string, number>;

/** The form of an address the server keys lockouts by: trimmed, lower-cased, no angle brackets. */
export function lockoutKey(email: string): string {
  return email.replace(/[<>]/g, "").trim().toLowerCase();
}

function read(): LockoutMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const out: LockoutMap = {};
    for (const [email, until] of Object.entries(parsed)) if (typeof until === "number") out[email] = until;
    return out;
  } catch {
    return {};
  }
}

function write(map: LockoutMap): void {
  try {
    if (Object.keys(map).length === 0) localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, JSON.stringify(map));
  } catch {
    // storage blocked: the lockout is still enforced by the server
  }
}

function withoutExpired(map: LockoutMap, now: number): LockoutMap {
  return Object.fromEntries(Object.entries(map).filter(([, until]) => until > now));
}

/** When the lockout of this address ends (epoch ms), or null when it is not locked. */
export function lockedUntil(email: string, now: number): number | null {
  const until = read()[lockoutKey(email)];
  return until !== undefined && until > now ? until : null;
}

export function recordLockout(email: string, until: number, now: number): void {
  write({ ...withoutExpired(read(), now), [lockoutKey(email)]: until });
}

export function clearLockout(email: string, now: number): void {
  const map = withoutExpired(read(), now);
  delete map[lockoutKey(email)];
  write(map);
}

/** Forgets lockouts that have passed. */
export function pruneLockouts(now: number): void {
  const map = read();
  const kept = withoutExpired(map, now);
  if (Object.keys(kept).length !== Object.keys(map).length) write(kept);
}

/** The address whose lockout ends last, if any is still running (to show it again after a reload). */
export function latestLockedEmail(now: number): string | null {
  const active = Object.entries(withoutExpired(read(), now));
  if (active.length === 0) return null;
  active.sort((a, b) => b[1] - a[1]);
  return active[0]![0];
}

import { useEffect, useState } from "react";
import { lockedUntil, pruneLockouts } from "../lib/login-lockout";

/** Re-read at least this often while locked, so "in {n} minutes" counts down. */
const TICK_MS = 30_000;

/**
 * Whether sign-in is locked for `email`, and until when. Re-renders exactly when the lockout
 * ends, so the button comes back at that moment. `version` lets the caller force a re-read
 * after it recorded or cleared a lockout.
 */
export function useLoginLockout(email: string, version: number): { until: number | null; now: number } {
  const [now, setNow] = useState(() => Date.now());
  const until = lockedUntil(email, now);

  // biome-ignore lint/correctness/useExhaustiveDependencies: version is the signal to re-read storage
  useEffect(() => {
    setNow(Date.now());
  }, [version, email]);

  useEffect(() => {
    if (until === null) {
      pruneLockouts(now);
      return;
    }
    const wait = Math.max(0, Math.min(until - Date.now(), TICK_MS));
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [until, now]);

  return { until, now };
}

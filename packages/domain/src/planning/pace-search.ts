/**
 * Searches over new words a day, for tests that hold from some pace on (`smallest`) or up to some pace
 * (`largest`): each steps away from a guess by 1, 2, 4… until the answer is bracketed, then halves the
 * bracket. A good guess (the answer is usually within a few words of it) costs three or four tests.
 */

/** Halves [low, high] down to two neighbours, `low` kept where `staysLow` holds and `high` where it fails. */
function narrow(low: number, high: number, staysLow: (n: number) => boolean): [number, number] {
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if (staysLow(mid)) low = mid;
    else high = mid;
  }
  return [low, high];
}

const within = (n: number, max: number) => Math.min(max, Math.max(1, Math.round(n)));

/** Smallest n in 1…max (0 for a deck with nothing new) meeting `ok`; null when even `max` does not. */
export function smallestPace(max: number, guess: number, ok: (n: number) => boolean): number | null {
  if (max <= 0) return ok(0) ? 0 : null;
  const fails = (n: number) => !ok(n);
  let step = 1;
  const start = within(guess, max);
  if (ok(start)) {
    let high = start;
    for (;;) {
      const low = high - step;
      if (low <= 0) return narrow(0, high, fails)[1];
      if (fails(low)) return narrow(low, high, fails)[1];
      high = low;
      step *= 2;
    }
  }
  let low = start;
  for (;;) {
    if (low === max) return null;
    const high = Math.min(max, low + step);
    if (ok(high)) return narrow(low, high, fails)[1];
    low = high;
    step *= 2;
  }
}

/** Largest n in 1…max (0 for a deck with nothing new) meeting `ok`; null when even 1 does not. */
export function largestPace(max: number, guess: number, ok: (n: number) => boolean): number | null {
  if (max <= 0) return ok(0) ? 0 : null;
  let step = 1;
  const start = within(guess, max);
  if (ok(start)) {
    let low = start;
    for (;;) {
      if (low === max) return max;
      const high = Math.min(max, low + step);
      if (!ok(high)) return narrow(low, high, ok)[0];
      low = high;
      step *= 2;
    }
  }
  let high = start;
  for (;;) {
    const low = Math.max(1, high - step);
    if (low === high) return null;
    if (ok(low)) return narrow(low, high, ok)[0];
    high = low;
    step *= 2;
  }
}

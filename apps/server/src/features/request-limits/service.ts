import crypto from "node:crypto";
import { type Clock, formatRetryWait, messages } from "@app/domain";
import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { rateLimits } from "../../db/schema";
import { tooManyRequests } from "../../lib/app-error";
import type { LimitRule } from "./rules";

export interface LimitCheck {
  rule: LimitRule;
  /** Who is counted: an address, an account's e-mail, a device key, a user id. Skipped when missing. */
  subject: string | undefined;
  /** How many requests this one counts as (default 1): a batch of actions counts each of them. */
  cost?: number;
}

/**
 * Fixed-window request counters in the database (the `rate_limits` table), so that the limits hold
 * across restarts and several server instances. One upsert per counter: concurrent requests cannot
 * slip past the count.
 */
export function createRequestLimiter(db: Db, clock: Clock) {
  async function hit(check: LimitCheck, now: number): Promise<number | null> {
    const { rule, subject } = check;
    const cost = Math.max(1, Math.floor(check.cost ?? 1));
    const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
    const key = `${rule.name}|${subject}|${windowStart}`;
    const [row] = await db
      .insert(rateLimits)
      // A random id: only `key` may conflict, so the upsert's conflict target covers every race (two
      // first requests of a window at once would otherwise collide on the primary key and fail).
      .values({ id: crypto.randomUUID(), key, count: cost, lastRequest: windowStart + rule.windowMs })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + ${cost}` } })
      .returning({ count: rateLimits.count });
    if ((row?.count ?? 1) <= rule.max) return null;
    return windowStart + rule.windowMs - now;
  }

  return {
    /**
     * Counts the request against every check; throws a 429 (with Retry-After) when one is over, with
     * `message` (given the wait as people say it) instead of the generic text when one is given.
     */
    async enforce(checks: LimitCheck[], message = messages.generic.rateLimited): Promise<void> {
      const now = clock().getTime();
      let wait = 0;
      for (const check of checks) {
        if (!check.subject) continue;
        const over = await hit({ ...check, subject: check.subject.toLowerCase().slice(0, 320) }, now);
        if (over !== null) wait = Math.max(wait, over);
      }
      if (wait > 0) throw tooManyRequests("RATE_LIMITED", message(formatRetryWait(wait)), wait / 1000);
    },

    /**
     * How long until the rule's current window ends, when it is already over its ceiling for `subject`;
     * null otherwise. Counts nothing: for a rule counted only on failures (a wrong key), checked first.
     */
    async waitIfOver(check: LimitCheck): Promise<number | null> {
      if (!check.subject) return null;
      const now = clock().getTime();
      const windowStart = Math.floor(now / check.rule.windowMs) * check.rule.windowMs;
      const key = `${check.rule.name}|${check.subject.toLowerCase().slice(0, 320)}|${windowStart}`;
      const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
      return (row?.count ?? 0) > check.rule.max ? windowStart + check.rule.windowMs - now : null;
    },

    /** Deletes the counters of windows that have ended (the hourly job). */
    async deleteExpired(now: Date): Promise<number> {
      const deleted = await db
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, now.getTime()))
        .returning({ id: rateLimits.id });
      return deleted.length;
    },
  };
}

export type RequestLimiter = ReturnType<typeof createRequestLimiter>;

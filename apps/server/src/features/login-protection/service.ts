import {
  type Clock,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_CONSECUTIVE_FAILURES,
  LOGIN_MAX_FAILURES_PER_ACCOUNT_PER_HOUR,
} from "@app/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { loginFailureHours, loginLockouts } from "../../db/schema";

export type LoginGate = { allowed: true } | { allowed: false; lockedUntil: Date };
export type FailureOutcome = { locked: false; attemptsRemaining: number } | { locked: true; lockedUntil: Date };

const hourStart = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/**
 * Sign-in lockout, keyed by account AND client so that nobody can lock a victim out from
 * elsewhere, plus a cap on failures per account per hour from all clients together.
 * All counters are single-statement upserts, so concurrent attempts cannot slip past them.
 */
export function createLoginProtection(db: Db, clock: Clock) {
  return {
    async check(email: string, clientKey: string): Promise<LoginGate> {
      const now = clock();
      const [lock] = await db
        .select({ lockedUntil: loginLockouts.lockedUntil })
        .from(loginLockouts)
        .where(and(eq(loginLockouts.email, email), eq(loginLockouts.clientKey, clientKey)));
      if (lock?.lockedUntil && lock.lockedUntil > now) return { allowed: false, lockedUntil: lock.lockedUntil };
      const [hour] = await db
        .select({ failures: loginFailureHours.failures })
        .from(loginFailureHours)
        .where(and(eq(loginFailureHours.email, email), eq(loginFailureHours.hourStart, hourStart(now))));
      if ((hour?.failures ?? 0) >= LOGIN_MAX_FAILURES_PER_ACCOUNT_PER_HOUR) {
        return { allowed: false, lockedUntil: new Date(hourStart(now).getTime() + 3_600_000) };
      }
      return { allowed: true };
    },

    async recordFailure(email: string, clientKey: string): Promise<FailureOutcome> {
      const now = clock();
      await db
        .insert(loginFailureHours)
        .values({ email, hourStart: hourStart(now), failures: 1 })
        .onConflictDoUpdate({
          target: [loginFailureHours.email, loginFailureHours.hourStart],
          set: { failures: sql`${loginFailureHours.failures} + 1` },
        });
      // An expired lock starts a fresh count; otherwise the count goes up by one.
      const [row] = await db
        .insert(loginLockouts)
        .values({ email, clientKey, consecutiveFailures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [loginLockouts.email, loginLockouts.clientKey],
          set: {
            consecutiveFailures: sql`CASE WHEN ${loginLockouts.lockedUntil} IS NOT NULL AND ${loginLockouts.lockedUntil} <= ${now.toISOString()}::timestamptz THEN 1 ELSE ${loginLockouts.consecutiveFailures} + 1 END`,
            lockedUntil: sql`CASE WHEN ${loginLockouts.lockedUntil} IS NOT NULL AND ${loginLockouts.lockedUntil} <= ${now.toISOString()}::timestamptz THEN NULL ELSE ${loginLockouts.lockedUntil} END`,
            updatedAt: now,
          },
        })
        .returning({ failures: loginLockouts.consecutiveFailures });
      const failures = row?.failures ?? 1;
      if (failures >= LOGIN_MAX_CONSECUTIVE_FAILURES) {
        const lockedUntil = new Date(now.getTime() + LOGIN_LOCKOUT_MS);
        await db
          .update(loginLockouts)
          .set({ lockedUntil, consecutiveFailures: 0 })
          .where(and(eq(loginLockouts.email, email), eq(loginLockouts.clientKey, clientKey)));
        return { locked: true, lockedUntil };
      }
      return { locked: false, attemptsRemaining: LOGIN_MAX_CONSECUTIVE_FAILURES - failures };
    },

    /** A successful sign-in clears this client's counter. */
    async recordSuccess(email: string, clientKey: string): Promise<void> {
      await db.delete(loginLockouts).where(and(eq(loginLockouts.email, email), eq(loginLockouts.clientKey, clientKey)));
    },
  };
}

export type LoginProtection = ReturnType<typeof createLoginProtection>;

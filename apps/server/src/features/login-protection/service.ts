import { type Clock, LOGIN_LOCKOUT_MS, LOGIN_MAX_CONSECUTIVE_FAILURES } from "@app/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { loginFailureHours, loginLockouts } from "../../db/schema";

export type LoginGate = { allowed: true } | { allowed: false; lockedUntil: Date };
export type FailureOutcome = { locked: false; attemptsRemaining: number } | { locked: true; lockedUntil: Date };

/**
 * Who an attempt is counted against. A trusted device (a valid device cookie for the account) has its
 * own bucket, which nobody else's failures touch; every other client is counted by its address, and
 * together in the account's untrusted bucket. The client-chosen device key plays no part: changing it
 * must never buy fresh attempts.
 */
export type SignInClient = { kind: "device"; deviceId: string } | { kind: "address"; ip: string };

export const clientKeyOf = (client: SignInClient) =>
  client.kind === "device" ? `device:${client.deviceId}` : `ip:${client.ip}`;

export const hourStart = (now: Date) => new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);

/**
 * The spec's lockout (5 consecutive failures → 15 minutes) per account and client, and the count of
 * failures from untrusted clients per account per clock hour, which decides when those clients must
 * pass a harder check (see auth/sign-in-route.ts). All counters are single-statement upserts, so
 * concurrent attempts on any number of instances cannot slip past them.
 */
export function createLoginProtection(db: Db, clock: Clock) {
  return {
    async check(email: string, client: SignInClient): Promise<LoginGate> {
      const now = clock();
      const [lock] = await db
        .select({ lockedUntil: loginLockouts.lockedUntil })
        .from(loginLockouts)
        .where(and(eq(loginLockouts.email, email), eq(loginLockouts.clientKey, clientKeyOf(client))));
      if (lock?.lockedUntil && lock.lockedUntil > now) return { allowed: false, lockedUntil: lock.lockedUntil };
      return { allowed: true };
    },

    /** Failures from untrusted clients for this account in the current clock hour. */
    async untrustedFailures(email: string): Promise<number> {
      const [hour] = await db
        .select({ failures: loginFailureHours.failures })
        .from(loginFailureHours)
        .where(and(eq(loginFailureHours.email, email), eq(loginFailureHours.hourStart, hourStart(clock()))));
      return hour?.failures ?? 0;
    },

    /** Counts a failure; for an untrusted client also in the account's hour, whose new total is returned. */
    async recordFailure(
      email: string,
      client: SignInClient,
    ): Promise<{ outcome: FailureOutcome; untrustedFailures: number | null }> {
      const now = clock();
      const clientKey = clientKeyOf(client);
      let untrustedFailures: number | null = null;
      if (client.kind === "address") {
        const [hour] = await db
          .insert(loginFailureHours)
          .values({ email, hourStart: hourStart(now), failures: 1 })
          .onConflictDoUpdate({
            target: [loginFailureHours.email, loginFailureHours.hourStart],
            set: { failures: sql`${loginFailureHours.failures} + 1` },
          })
          .returning({ failures: loginFailureHours.failures });
        untrustedFailures = hour?.failures ?? 1;
      }
      // An expired lock starts a fresh count; otherwise the count goes up by one.
      const expired = sql`${loginLockouts.lockedUntil} IS NOT NULL AND ${loginLockouts.lockedUntil} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(loginLockouts)
        .values({ email, clientKey, consecutiveFailures: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: [loginLockouts.email, loginLockouts.clientKey],
          set: {
            consecutiveFailures: sql`CASE WHEN ${expired} THEN 1 ELSE ${loginLockouts.consecutiveFailures} + 1 END`,
            lockedUntil: sql`CASE WHEN ${expired} THEN NULL ELSE ${loginLockouts.lockedUntil} END`,
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
        return { outcome: { locked: true, lockedUntil }, untrustedFailures };
      }
      return {
        outcome: { locked: false, attemptsRemaining: LOGIN_MAX_CONSECUTIVE_FAILURES - failures },
        untrustedFailures,
      };
    },

    /** A successful sign-in clears this client's counter. */
    async recordSuccess(email: string, client: SignInClient): Promise<void> {
      await db
        .delete(loginLockouts)
        .where(and(eq(loginLockouts.email, email), eq(loginLockouts.clientKey, clientKeyOf(client))));
    },
  };
}

export type LoginProtection = ReturnType<typeof createLoginProtection>;

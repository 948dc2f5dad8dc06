import {
  type Clock,
  formatWait,
  messages,
  SIGNUP_BLOCK_MS,
  SIGNUP_IP_MAX_PER_DAY,
  SIGNUP_IP_MAX_PER_HOUR,
  SIGNUP_MAX_PER_DAY,
  SIGNUP_MAX_PER_HOUR,
} from "@app/domain";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { signupAttempts, signupBlocks } from "../../db/schema";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type ThrottleDecision = { allowed: true } | { allowed: false; message: string; retryAfterSeconds: number };

type Kind = "device" | "ip";

/** The spec's numbers per device; per address only a ceiling a classroom never meets. */
const LIMITS: Record<Kind, { perHour: number; perDay: number }> = {
  device: { perHour: SIGNUP_MAX_PER_HOUR, perDay: SIGNUP_MAX_PER_DAY },
  ip: { perHour: SIGNUP_IP_MAX_PER_HOUR, perDay: SIGNUP_IP_MAX_PER_DAY },
};

/**
 * Sign-up throttling per device key (2 per hour, 6 per 24 hours, then a 24-hour block) and per
 * client IP (the same shape at classroom-sized numbers). Attempts and blocks live in the database so every server instance sees them.
 * Attempts are recorded under a transaction-scoped advisory lock per key, so concurrent sign-ups
 * from one device cannot all pass the count.
 */
/** The attempts of one device or address since a time. */
const attemptsSince = (kind: Kind, key: string, since: Date) =>
  and(eq(signupAttempts.kind, kind), eq(signupAttempts.key, key), gt(signupAttempts.attemptedAt, since));

export function createSignupThrottle(db: Db, clock: Clock) {
  async function decide(q: DbOrTx, kind: Kind, key: string): Promise<ThrottleDecision> {
    const now = clock();
    const [block] = await q
      .select({ blockedUntil: signupBlocks.blockedUntil })
      .from(signupBlocks)
      .where(and(eq(signupBlocks.kind, kind), eq(signupBlocks.key, key)));
    if (block && block.blockedUntil > now) {
      const wait = block.blockedUntil.getTime() - now.getTime();
      // A block (device or address) reads as the spec's block texts; only the hourly limit is "Too many…".
      return {
        allowed: false,
        message: messages.auth.ipBlockedUntil(formatWait(wait)),
        retryAfterSeconds: Math.ceil(wait / 1000),
      };
    }
    const [day] = await q
      .select({ n: count() })
      .from(signupAttempts)
      .where(attemptsSince(kind, key, new Date(now.getTime() - DAY)));
    if ((day?.n ?? 0) >= LIMITS[kind].perDay) {
      const blockedUntil = new Date(now.getTime() + SIGNUP_BLOCK_MS);
      await q
        .insert(signupBlocks)
        .values({ kind, key, blockedUntil })
        .onConflictDoUpdate({ target: [signupBlocks.kind, signupBlocks.key], set: { blockedUntil } });
      return {
        allowed: false,
        message: messages.auth.ipBlocked24h,
        retryAfterSeconds: SIGNUP_BLOCK_MS / 1000,
      };
    }
    const lastHour = await q
      .select({ at: signupAttempts.attemptedAt })
      .from(signupAttempts)
      .where(attemptsSince(kind, key, new Date(now.getTime() - HOUR)))
      .orderBy(asc(signupAttempts.attemptedAt));
    if (lastHour.length >= LIMITS[kind].perHour) {
      // Free again when the oldest attempt of the hour leaves the window.
      const wait = lastHour[0]!.at.getTime() + HOUR - now.getTime();
      return {
        allowed: false,
        message:
          kind === "ip"
            ? messages.auth.ipBlockedUntil(formatWait(wait))
            : messages.auth.signupThrottled(formatWait(wait)),
        retryAfterSeconds: Math.ceil(wait / 1000),
      };
    }
    return { allowed: true };
  }

  return {
    /** Checks both keys and, when allowed, records the attempt against both. */
    async attempt(keys: { deviceKey: string | undefined; ip: string }): Promise<ThrottleDecision> {
      const list: [Kind, string][] = [["ip", keys.ip]];
      if (keys.deviceKey) list.unshift(["device", keys.deviceKey]);
      return db.transaction(async (tx) => {
        for (const [kind, key] of list) {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`signup:${kind}:${key}`}))`);
        }
        for (const [kind, key] of list) {
          const decision = await decide(tx, kind, key);
          if (!decision.allowed) return decision;
        }
        const now = clock();
        await tx.insert(signupAttempts).values(list.map(([kind, key]) => ({ kind, key, attemptedAt: now })));
        return { allowed: true } as const;
      });
    },
  };
}

export type SignupThrottle = ReturnType<typeof createSignupThrottle>;

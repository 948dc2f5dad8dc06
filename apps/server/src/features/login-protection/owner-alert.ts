import { type Clock, UNTRUSTED_FREE_FAILURES_PER_HOUR } from "@app/domain";
import { and, eq, gte, like, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { loginLockouts, signInAlerts, users } from "../../db/schema";
import type { Mailer } from "../../lib/mailer";
import { hourStart } from "./service";

const HOUR_MS = 3_600_000;

export interface FailedAttemptOrigin {
  ip: string;
  browser: string;
}

/**
 * Tells the owner when strangers keep failing to sign in to their account: once the hour's failures
 * from untrusted clients reach the threshold, one mail (at most one an hour, across instances: the
 * claim is one conditional upsert) with how many, from where, and the way to a new password.
 */
export function createOwnerAlerts(deps: { db: Db; mailer: Mailer; publicUrl: string; clock: Clock }) {
  const { db, mailer, publicUrl, clock } = deps;

  /** True for exactly one caller an hour per address (the one whose upsert wrote the row). */
  async function claim(email: string, now: Date): Promise<boolean> {
    const claimed = await db
      .insert(signInAlerts)
      .values({ email, sentAt: now })
      .onConflictDoUpdate({
        target: signInAlerts.email,
        set: { sentAt: now },
        setWhere: sql`${signInAlerts.sentAt} <= ${new Date(now.getTime() - HOUR_MS).toISOString()}::timestamptz`,
      })
      .returning({ email: signInAlerts.email });
    return claimed.length > 0;
  }

  async function distinctAddresses(email: string, now: Date): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginLockouts)
      .where(
        and(
          eq(loginLockouts.email, email),
          like(loginLockouts.clientKey, "ip:%"),
          gte(loginLockouts.updatedAt, hourStart(now)),
        ),
      );
    return row?.n ?? 1;
  }

  return {
    /** After an untrusted failure that brought the hour's count to `failures`; true when a mail went out. */
    async afterUntrustedFailure(email: string, failures: number, latest: FailedAttemptOrigin): Promise<boolean> {
      if (failures < UNTRUSTED_FREE_FAILURES_PER_HOUR) return false;
      const [owner] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isAnonymous, false)));
      if (!owner) return false;
      const now = clock();
      if (!(await claim(email, now))) return false;
      const addresses = await distinctAddresses(email, now);
      const from = addresses === 1 ? "1 address" : `${addresses} addresses`;
      await mailer.send({
        to: owner.email,
        subject: "Failed sign-ins to your Lexistep account",
        text: `In the past hour there were ${failures} failed attempts to sign in to your Lexistep account, from ${from} and browsers you have not signed in with before. The latest came from ${latest.ip} (${latest.browser}).\n\nThe devices you sign in from keep working as usual; new devices must pass an extra check for a while.\n\nIf it was you and you have forgotten your password, or if you want to be safe, set a new password here:\n${publicUrl}/login?forgot=1\n\nSettings > Security lists the devices you have signed in from, and lets you remove any of them.\n`,
      });
      return true;
    },
  };
}

export type OwnerAlerts = ReturnType<typeof createOwnerAlerts>;

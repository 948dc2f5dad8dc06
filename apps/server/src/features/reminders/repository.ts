import { DEFAULT_REMINDER_HOUR, type ReminderSettings } from "@app/domain/reminders/reminder-rules";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { reminders, userInfo, users } from "../../db/schema";

/** A learner whose reminder may be due: what the rules and the mail need. */
export interface ReminderCandidate {
  userId: string;
  email: string;
  hour: number;
  lastSentDay: string | null;
  timeZone: string;
  vacationSince: string | null;
}

/** Reminder settings and the send job's reads and claims, always by learner. */
export function createRemindersRepository(db: Db) {
  return {
    async read(userId: string): Promise<ReminderSettings> {
      const [row] = await db
        .select({ enabled: reminders.enabled, hour: reminders.hour })
        .from(reminders)
        .where(eq(reminders.userId, userId));
      return row ?? { enabled: false, hour: DEFAULT_REMINDER_HOUR };
    },

    async save(userId: string, settings: ReminderSettings): Promise<void> {
      await db
        .insert(reminders)
        .values({ userId, ...settings })
        .onConflictDoUpdate({ target: reminders.userId, set: { ...settings, updatedAt: new Date() } });
    },

    /** Turns the learner's reminders off; false when there was nothing to turn off. */
    async stop(userId: string): Promise<boolean> {
      const rows = await db
        .update(reminders)
        .set({ enabled: false, updatedAt: new Date() })
        .where(and(eq(reminders.userId, userId), eq(reminders.enabled, true)))
        .returning({ userId: reminders.userId });
      return rows.length > 0;
    },

    /**
     * Up to `limit` learners with reminders on, an account (not a guest), a verified address where the
     * server verifies addresses, and no reminder sent for the UTC day after `utcDay` (every zone's today
     * is before it), ordered by id after `afterUserId`.
     */
    async candidates(
      utcDay: string,
      afterUserId: string,
      limit: number,
      options: { verifiedOnly: boolean },
    ): Promise<ReminderCandidate[]> {
      return db
        .select({
          userId: reminders.userId,
          email: users.email,
          hour: reminders.hour,
          lastSentDay: reminders.lastSentDay,
          timeZone: userInfo.timeZone,
          vacationSince: userInfo.vacationSince,
        })
        .from(reminders)
        .innerJoin(users, eq(users.id, reminders.userId))
        .innerJoin(userInfo, eq(userInfo.userId, reminders.userId))
        .where(
          and(
            eq(reminders.enabled, true),
            options.verifiedOnly ? eq(users.emailVerified, true) : undefined,
            eq(users.isAnonymous, false),
            gt(reminders.userId, afterUserId),
            or(isNull(reminders.lastSentDay), lt(reminders.lastSentDay, sql`(${utcDay}::date + 1)`)),
          ),
        )
        .orderBy(reminders.userId)
        .limit(limit);
    },

    /** Claims the day's reminder (so two servers never send it twice); false when it was claimed already. */
    async claim(userId: string, day: string): Promise<boolean> {
      const rows = await db
        .update(reminders)
        .set({ lastSentDay: day })
        .where(
          and(
            eq(reminders.userId, userId),
            eq(reminders.enabled, true),
            or(isNull(reminders.lastSentDay), lt(reminders.lastSentDay, day)),
          ),
        )
        .returning({ userId: reminders.userId });
      return rows.length > 0;
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;

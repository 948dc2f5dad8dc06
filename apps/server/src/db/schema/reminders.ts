import { sql } from "drizzle-orm";
import { boolean, check, date, index, pgTable, smallint } from "drizzle-orm/pg-core";
import { createdAtColumn, updatedAtColumn, userIdKey } from "./columns";

/** Daily e-mail reminders (Settings → Reminders): opt-in, one a day at the learner's local hour. */
export const reminders = pgTable(
  "reminders",
  {
    userId: userIdKey(),
    enabled: boolean("enabled").notNull().default(false),
    /** The learner's local hour (0–23) from which the day's reminder goes out. */
    hour: smallint("hour").notNull().default(18),
    /** The learner's local calendar day the last reminder was sent (claimed before sending). */
    lastSentDay: date("last_sent_day"),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check("reminders_hour", sql`${t.hour} BETWEEN 0 AND 23`),
    index("reminders_enabled_idx").on(t.userId).where(sql`${t.enabled}`),
  ],
);

import { reminderDueDay, reminderHasNews, reminderMail, secondsPerReview } from "@app/domain/reminders/reminder-rules";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/database";
import type { Mailer } from "../../lib/mailer";
import { recentAnswerTimes } from "../study";
import { readWordCounts, totalWordCounts } from "../word-counts";
import { STOP_PAGE_PATH, unsubscribeHeaders } from "./one-click-stop";
import type { RemindersRepository } from "./repository";
import { stopToken } from "./stop-token";

/** Learners read per batch, and at most per run: a run's cost stays bounded however many sign up. */
const BATCH = 200;
const MOST_PER_RUN = 5_000;

export interface ReminderSenderDeps {
  db: Db;
  reminders: RemindersRepository;
  mailer: Mailer;
  publicUrl: string;
  secret: string;
  log: FastifyBaseLogger;
  /** The server verifies addresses (EMAIL_VERIFICATION=on): only verified ones get reminders. */
  verifiedOnly: boolean;
  /** One line per exam plan of the learner, for the mail ("Japanese N5: on track …"). */
  planLines?: (userId: string, now: Date) => Promise<string[]>;
}

/**
 * Sends the reminders due at `now`: for each learner with reminders on whose local hour has come and
 * who had none today, claims the day, counts the words due and the minutes they take, and mails them
 * (nothing is mailed on a day with nothing due and no plan). Returns how many mails went out.
 */
export async function sendDueReminders(deps: ReminderSenderDeps, now: Date): Promise<number> {
  const utcDay = now.toISOString().slice(0, 10);
  let after = "";
  let sent = 0;
  for (let read = 0; read < MOST_PER_RUN; read += BATCH) {
    const batch = await deps.reminders.candidates(utcDay, after, BATCH, { verifiedOnly: deps.verifiedOnly });
    for (const learner of batch) {
      const day = reminderDueDay(learner, now);
      if (day === null || !(await deps.reminders.claim(learner.userId, day))) continue;
      try {
        if (await sendOne(deps, learner.userId, learner.email, now)) sent += 1;
      } catch (error) {
        // The day stays claimed: one failed mail is not retried into a flood.
        deps.log.error({ err: error, userId: learner.userId }, "reminder not sent");
      }
    }
    if (batch.length < BATCH) break;
    after = batch[batch.length - 1]!.userId;
  }
  return sent;
}

async function sendOne(deps: ReminderSenderDeps, userId: string, email: string, now: Date): Promise<boolean> {
  const counts = totalWordCounts(await readWordCounts(deps.db, userId, now));
  const planLines = deps.planLines ? await deps.planLines(userId, now) : [];
  if (!reminderHasNews({ dueCount: counts.dueNow, planLines })) return false;
  const seconds = secondsPerReview(await recentAnswerTimes(deps.db, userId));
  const stopUrl = `${deps.publicUrl}${STOP_PAGE_PATH}?token=${encodeURIComponent(stopToken(userId, deps.secret))}`;
  const mail = reminderMail({
    dueCount: counts.dueNow,
    minutes: (counts.dueNow * seconds) / 60,
    planLines,
    appUrl: `${deps.publicUrl}/home`,
    stopUrl,
  });
  await deps.mailer.send({ to: email, ...mail, link: stopUrl, headers: unsubscribeHeaders(stopUrl) });
  return true;
}

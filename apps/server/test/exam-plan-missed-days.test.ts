// A learner with an exam plan studies as it asks, then misses days: the deck's plan, Home's status and the
// daily reminder first say the new words a day that make the missed ones up (which Learn New then offers),
// then, when the learner stays away, turn from "On track" to "Behind"; the share they show is the forecast
// from the deck's memory on the day it is read. Real database, real session saves, the app's clock moved by hand.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { forecastShare } from "@app/domain/planning/plan-forecast";
import { examStatusLine } from "@app/domain/planning/plan-sentence";
import { answeredWord, learnedWord, type SessionWord, wrongThenRight } from "@app/domain/test-support/session";
import { addDays, daysBetween } from "@app/domain/time/user-day";
import { describe, expect, it } from "vitest";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { createExamPlansRepository } from "../src/features/exam-plans";
import { readPlanLearner } from "../src/features/exam-plans/learner-reads";
import { PLAN_SEED } from "../src/features/exam-plans/service";
import { createFsrsSettingsRepository } from "../src/features/fsrs-settings";
import { appPerFile } from "./app-per-file";
import { sessionSave } from "./session-saves";
import { cookieCall, createTestApp, createTestClock, readOutbox, signUpMember, TEST_ORIGIN } from "./test-app";

/** A starter deck of 100 Spanish words ("Core words 1–100"). */
const DECK = "spanish-core-1";
const DECK_NAME = "Core words 1–100";
const DECK_WORDS = 100;
const MODEL = { timeZone: "UTC", dayStartHour: 4 };

// Monday Jan 4, 2027, 9:00 in the learner's zone (UTC); the exam four weeks later.
const PLANNED_ON = "2027-01-04";
const GOAL = { examDate: "2027-02-01", targetPercent: 90, minutesCap: 20 };
const clock = createTestClock(new Date(`${PLANNED_ON}T09:00:00Z`));
const morningOf = (day: string) => new Date(`${day}T09:00:00Z`);
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const statusLine = (status: Parameters<typeof examStatusLine>[0]) =>
  examStatusLine(status, (day) => shortDay.format(new Date(`${day}T00:00:00Z`)));

const ctx = appPerFile(async () => {
  const built = await createTestApp({}, { clock });
  // The real starter file for Spanish, as the server loads it at start.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-exam-missed-"));
  fs.copyFileSync(
    path.resolve(import.meta.dirname, "../../../data/decks/spanish.json"),
    path.join(dir, "spanish.json"),
  );
  await loadStarterContent(built.database.db, dir);
  fs.rmSync(dir, { recursive: true, force: true });
  return built;
});

/** A signed-up learner in UTC with the starter deck in their collection and a reminder from 7:00. */
async function learner() {
  const { userId, cookie, username } = await signUpMember(ctx, "examlate");
  const raw = cookieCall(ctx, cookie);
  const call = (method: "GET" | "PUT" | "POST", url: string, payload?: unknown) =>
    raw(method, url, payload, { "x-time-zone": "UTC" });
  expect((await call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBeLessThan(300);
  expect((await call("PUT", "/api/me/reminders", { enabled: true, hour: 7 })).statusCode).toBe(200);
  return { userId, call, email: `${username}@example.org` };
}

type Call = Awaited<ReturnType<typeof learner>>["call"];

let answers = 0;
/** Today's due words through Need Review, as the app saves them: mostly right, every eighth wrong then right. */
async function reviewDue(call: Call): Promise<number> {
  const due = (await call("GET", `/api/me/study/need-review/${DECK}`)).json().words as { id: number }[];
  if (due.length === 0) return 0;
  const words = due.map((word): SessionWord => {
    answers += 1;
    if (answers % 8 !== 0) return answeredWord({ wordId: word.id, responseTimes: [4] });
    return wrongThenRight({ wordId: word.id, responseTimes: [7, 4], ratings: [1, 3] });
  });
  const body = sessionSave(DECK, words, clock(), { sessionType: "NEED_REVIEW", seconds: 6 * words.length });
  const saved = await call("POST", "/api/me/study-sessions", body);
  expect(saved.statusCode, saved.body).toBe(200);
  return due.length;
}

/** A day as the plan asks: the due reviews, Learn New (the plan's words for today), then their building steps. */
async function studyDay(call: Call, pace: number): Promise<void> {
  await reviewDue(call);
  const learn = (await call("GET", `/api/me/study/learn-new/${DECK}`)).json();
  expect(learn.planLeftToday).toBe(pace);
  const ids = (learn.words as { id: number }[]).map((w) => w.id);
  expect(ids).toHaveLength(pace);
  const words = ids.map((id) => learnedWord(id, { responseTimes: [6, 4, 3, 3, 3] }));
  const saved = await call("POST", "/api/me/study-sessions", sessionSave(DECK, words, clock(), { seconds: 20 * pace }));
  expect(saved.statusCode, saved.body).toBe(200);
  // The building steps (1 minute, 10 minutes, 1 hour) come back through Need Review later that day.
  for (const minutes of [2, 15, 80, 200]) {
    clock.advance(minutes * 60_000);
    await reviewDue(call);
  }
}

/** The status as the deck's page, Home and the reminder mail give it on the clock's day. */
async function statusEverywhere(me: Awaited<ReturnType<typeof learner>>) {
  const plan = (await me.call("GET", `/api/me/decks/${DECK}/exam-plan`)).json().plan;
  const home = (await me.call("GET", "/api/me/exam-plans")).json().items;
  const sent = await ctx.app.inject({ method: "POST", url: "/api/test/reminders", headers: { origin: TEST_ORIGIN } });
  expect(sent.statusCode, sent.body).toBe(200);
  const mail = readOutbox(ctx.dataDir)
    .filter((m) => m.to === me.email && m.text.includes("Your exam plans:"))
    .at(-1);
  const planLines = mail?.text
    .split("Your exam plans:\n")[1]
    ?.split("\n\n")[0]
    ?.split("\n")
    .map((line) => line.replace(/^- /, ""));
  return { plan, home, planLines };
}

/** The share known on the exam morning forecast from the deck's memory now, worked out here as the server does. */
async function forecastNow(userId: string, plan: { newPerDay: number }) {
  const deps = {
    plans: createExamPlansRepository(ctx.database.db),
    settings: createFsrsSettingsRepository(ctx.database.db),
  };
  const now = clock();
  const { learner } = await readPlanLearner(deps, userId, [DECK], (_, studied) => DECK_WORDS - studied, now, MODEL);
  const today = now.toISOString().slice(0, 10);
  const share = forecastShare(
    learner,
    {
      examDate: GOAL.examDate,
      newPerDay: plan.newPerDay,
      boostLastDays: null,
      boostRetention: null,
      plannedOn: PLANNED_ON,
      newAtPlan: DECK_WORDS,
    },
    today,
    PLAN_SEED,
  );
  return Math.min(100, Math.floor(share! * 100));
}

describe("an exam plan when the learner misses days", { timeout: 120_000 }, () => {
  it("turns from On track to Behind, with the new words a day needed and the forecast from today's memory", async () => {
    const me = await learner();
    const put = await me.call("PUT", `/api/me/decks/${DECK}/exam-plan`, GOAL);
    expect(put.statusCode, put.body).toBe(200);
    const { outcome } = put.json().plan;
    expect(outcome).toMatchObject({ feasible: true, boost: null });
    expect(outcome.predictedPercent).toBeGreaterThanOrEqual(GOAL.targetPercent);
    const pace = outcome.newPerDay as number;
    expect(pace).toBeGreaterThan(0);
    // The plan introduces the whole deck before the exam.
    expect(pace * daysBetween(PLANNED_ON, GOAL.examDate)).toBeGreaterThanOrEqual(DECK_WORDS);

    // Five days as the plan asks: each morning the plan is on track.
    const studied = 5;
    for (let d = 0; d < studied; d++) {
      const day = addDays(PLANNED_ON, d);
      clock.set(morningOf(day));
      const { plan } = (await me.call("GET", `/api/me/decks/${DECK}/exam-plan`)).json();
      expect(plan.status.kind, day).toBe("on-track");
      expect(plan.status.percent, day).toBeGreaterThanOrEqual(GOAL.targetPercent);
      await studyDay(me.call, pace);
    }

    // The sixth morning, nothing missed yet: "On track", the same on the deck's page, Home and in the mail.
    const sixthDay = addDays(PLANNED_ON, studied);
    clock.set(morningOf(sixthDay));
    const onTrack = await statusEverywhere(me);
    const percentOnTrack = await forecastNow(me.userId, outcome);
    expect(onTrack.plan.status).toMatchObject({ kind: "on-track", percent: percentOnTrack, examDate: GOAL.examDate });
    // The learner's parameters are the defaults: the forecast comes with its runs' range, which holds it.
    const range = onTrack.plan.status.range!;
    expect(range.low).toBeLessThanOrEqual(percentOnTrack);
    expect(range.high).toBeGreaterThanOrEqual(percentOnTrack);
    expect(percentOnTrack).toBeGreaterThanOrEqual(GOAL.targetPercent);
    expect(statusLine(onTrack.plan.status)).toBe(`On track: ${percentOnTrack} % expected by Feb 1`);
    expect(onTrack.home).toEqual([{ subDeckId: DECK, subDeckIds: [DECK], deckNames: [], status: onTrack.plan.status }]);
    expect(onTrack.planLines).toEqual([`${DECK_NAME}: On track: ${percentOnTrack} % expected by Feb 1`]);

    // Three days without study: the clock jumps to the ninth morning. The forecast counts on the missed words
    // being made up as Learn New now offers them: still on track, and the status says what that takes.
    const missed = 3;
    const ninthDay = addDays(sixthDay, missed);
    clock.set(morningOf(ninthDay));
    const late = await statusEverywhere(me);
    const introduced = studied * pace;
    const lastIntroducingDay = addDays(PLANNED_ON, Math.ceil(DECK_WORDS / pace));
    // The words not introduced yet, spread over the days the plan had left for introducing them.
    const neededOn = (day: string) =>
      Math.min(3 * pace, Math.ceil((DECK_WORDS - introduced) / Math.max(1, daysBetween(day, lastIntroducingDay))));
    const percentLate = await forecastNow(me.userId, outcome);
    expect(late.plan.status).toMatchObject({ kind: "on-track", percent: percentLate, wordsBehind: true });
    expect(late.plan.status.newPerDay).toBe(neededOn(ninthDay));
    expect(neededOn(ninthDay)).toBeGreaterThan(pace);
    // Three days of reviews came late: lower than the sixth morning's.
    expect(percentLate).toBeLessThan(percentOnTrack);
    const lateLine = `On track: ${percentLate} % expected by Feb 1; ${neededOn(ninthDay)} new words a day needed`;
    expect(statusLine(late.plan.status)).toBe(lateLine);
    expect(late.home).toEqual([{ subDeckId: DECK, subDeckIds: [DECK], deckNames: [], status: late.plan.status }]);
    expect(late.planLines).toEqual([`${DECK_NAME}: ${lateLine}`]);
    // And Learn New offers those words today.
    const learn = (await me.call("GET", `/api/me/study/learn-new/${DECK}`)).json();
    expect(learn.planLeftToday).toBe(neededOn(ninthDay));

    // The learner stays away: some morning before the exam the words left can no longer be made up in time
    // (never more than three times the pace a day) and the memory has faded: "Behind", with the forecast and what to do.
    let day = ninthDay;
    let behind = late;
    while (behind.plan.status.kind === "on-track" && day < addDays(GOAL.examDate, -1)) {
      day = addDays(day, 2);
      clock.set(morningOf(day));
      behind = await statusEverywhere(me);
    }
    const { status } = behind.plan;
    expect(status.kind, day).toBe("behind");
    expect(status.wordsBehind).toBe(true);
    const percentBehind = await forecastNow(me.userId, outcome);
    expect(status.percent).toBe(percentBehind);
    expect(percentBehind).toBeLessThan(GOAL.targetPercent);
    expect(status.newPerDay).toBe(neededOn(day));
    const line = `Behind: ${percentBehind} % expected by Feb 1; ${neededOn(day)} new words a day needed`;
    expect(statusLine(status)).toBe(line);
    // Home and the daily reminder say the same.
    expect(behind.home).toEqual([{ subDeckId: DECK, subDeckIds: [DECK], deckNames: [], status }]);
    expect(behind.planLines).toEqual([`${DECK_NAME}: ${line}`]);
  });
});

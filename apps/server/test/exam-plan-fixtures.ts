import { eq } from "drizzle-orm";
import { subDecks } from "../src/db/schema";
import { createAppWithDecks, type TestClock } from "./test-app";

/** What the exam-plan tests share: the deck planned for, its route, the day they plan on and an exam goal. */

export const DECK = "testish-basics-1";
export const examPlanUrl = (deck = DECK) => `/api/me/decks/${deck}/exam-plan`;
/** Dec 1, 2026, midday UTC: the learner's day is 2026-12-01. */
export const PLANNING_DAY = new Date("2026-12-01T12:00:00Z");
export const goal = { examDate: "2027-03-31", targetPercent: 90, minutesCap: 30 };

/** The fixture decks on this clock, with an empty copy of the planned deck as `emptyDeck`; `basics` is its row. */
export async function examPlanApp(clock: TestClock, emptyDeck: string) {
  const ctx = await createAppWithDecks({ clock });
  const [basics] = await ctx.database.db.select().from(subDecks).where(eq(subDecks.id, DECK));
  await ctx.database.db
    .insert(subDecks)
    .values({ ...basics!, id: emptyDeck, name: "Empty", wordCount: 0, position: 99 });
  return { ctx, basics: basics! };
}

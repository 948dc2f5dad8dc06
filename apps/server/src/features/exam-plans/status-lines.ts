import { examStatusLine } from "@app/domain/planning/plan-sentence";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/database";
import { fsrsSettings, subDecks, userInfo } from "../../db/schema";
import { readWordCounts } from "../word-counts";
import { type StatusDeps, statusesOf } from "./group-status";
import { createExamPlansRepository } from "./repository";
import { plansByGroup } from "./service";

const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/**
 * One line per active exam plan of the learner, for the daily reminder ("HSK 1: On track: 91 % expected by
 * Jun 14"; decks planned together are one plan: "HSK 1 + HSK 2: …"), read on the learner's stored day (no
 * request: the reminder job asks), each from its decks' forecast as Home's status is.
 */
export async function examPlanStatusLines(db: Db, deps: StatusDeps, userId: string, now: Date): Promise<string[]> {
  const rows = await createExamPlansRepository(db).list(userId);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.subDeckId);
  const [[learner], decks, counts] = await Promise.all([
    db
      .select({ timeZone: userInfo.timeZone, dayStartHour: fsrsSettings.dayStartHour })
      .from(userInfo)
      .innerJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
      .where(eq(userInfo.userId, userId)),
    db.select({ id: subDecks.id, name: subDecks.name }).from(subDecks).where(inArray(subDecks.id, ids)),
    readWordCounts(db, userId, now, { subDeckIds: ids }),
  ]);
  const model = learner ?? { timeZone: "UTC", dayStartHour: 4 };
  const names = new Map(decks.map((deck) => [deck.id, deck.name]));
  const newNow = new Map(counts.map((c) => [c.subDeckId, c.counts.new]));
  const groups = plansByGroup(rows);
  const statuses = await statusesOf(deps, userId, groups, newNow, now, model);
  return groups.flatMap((group, i) => {
    const status = statuses[i]!;
    const line = examStatusLine(status, (day) => shortDay.format(new Date(`${day}T00:00:00Z`)));
    const decks = group.map((row) => names.get(row.subDeckId) ?? row.subDeckId).join(" + ");
    return line ? [`${decks}: ${line}`] : [];
  });
}

import { type ExamPlanStatus, examPlanStatus, type StoredExamPlan } from "./exam-plan";

/** Decks planned together at most (the deck whose page it is and the others chosen with it). */
export const MAX_PLANNED_DECKS = 20;

/**
 * Splits a plan's new words a day across the decks planned together, in proportion to each deck's
 * new words left (largest remainders first; on equal remainders the earlier deck). Every deck with new
 * words gets at least one a day while there are enough to go round, none gets more than it has left,
 * and the shares add up to `total` (or to the words left, when fewer).
 */
export function splitNewPerDay(total: number, newWords: readonly number[]): number[] {
  const left = newWords.map((n) => Math.max(0, Math.floor(n)));
  const all = left.reduce((a, b) => a + b, 0);
  const target = Math.min(Math.max(0, Math.floor(total)), all);
  if (target === 0) return left.map(() => 0);
  const exact = left.map((n) => (target * n) / all);
  const shares = exact.map((x, i) => Math.min(left[i]!, Math.floor(x)));
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  let missing = target - shares.reduce((a, b) => a + b, 0);
  for (const [, i] of byRemainder) {
    if (missing === 0) break;
    if (shares[i]! < left[i]!) {
      shares[i]!++;
      missing--;
    }
  }
  // A deck with new words left but no share takes one from the deck with the largest share.
  for (let i = 0; i < shares.length; i++) {
    if (shares[i] !== 0 || left[i] === 0) continue;
    const largest = shares.indexOf(Math.max(...shares));
    if (shares[largest]! <= 1) break;
    shares[largest]!--;
    shares[i] = 1;
  }
  return shares;
}

/** One deck's saved plan as the group's status reads it, with that deck's new words now. */
export interface GroupMember {
  plan: StoredExamPlan;
  newNow: number;
}

/**
 * The status of decks planned together, as one: the group's pace is the sum of its decks' new words a
 * day, its new words then and now the sums of theirs; date, target and prediction are the group's (the
 * same on every deck). A group of one is that deck's own status. `forecast`: the group's forecast share
 * (`forecastShare` over all its decks' words), when worked out.
 */
export function groupStatus(
  members: readonly GroupMember[],
  today: string,
  forecast: number | null = null,
  spread: { low: number; high: number } | null = null,
): ExamPlanStatus {
  const [first] = members;
  if (!first) throw new Error("A plan group has at least one deck.");
  const sum = (f: (m: GroupMember) => number) => members.reduce((total, m) => total + f(m), 0);
  const plan: StoredExamPlan = {
    ...first.plan,
    newPerDay: sum((m) => m.plan.newPerDay),
    newAtPlan: sum((m) => m.plan.newAtPlan),
  };
  return examPlanStatus(
    plan,
    today,
    sum((m) => m.newNow),
    forecast,
    spread,
  );
}

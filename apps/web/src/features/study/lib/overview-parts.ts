import type { WordTally } from "@app/domain/study/queue";
import { type SessionOverview, sessionOverview, shouldSaveWord } from "@app/domain/study/summary";
import type { StudySessionType } from "../types";

/**
 * What the Session Overview shows: the totals of the answers given; the rows (Learn New lists the words
 * it taught: 5 correct answers, or marked as known); the text for no rows; and whether the deck has new
 * words left after this session — its new words before the session, less those this session taught (a
 * word left unfinished stays new). A copy kept offline before that count was sent has words left.
 */
export function overviewParts(sessionType: StudySessionType, tallies: readonly WordTally[]) {
  const overview: SessionOverview = sessionOverview(tallies);
  const learn = sessionType === "LEARN";
  const taught = tallies.filter((t) => shouldSaveWord("LEARN", 0, t));
  return {
    overview,
    rows: learn ? sessionOverview(taught).rows : overview.rows,
    emptyRowsText: learn
      ? "No word reached 5 correct answers in this session."
      : "No words were answered in this session.",
    newWordsLeft: (before: number | undefined) => learn && (before === undefined || before - taught.length > 0),
    /** An exam plan's new words for today (before the session) all learned now. */
    planDoneAfter: (planLeft: number | undefined) => learn && planLeft !== undefined && planLeft - taught.length <= 0,
  };
}

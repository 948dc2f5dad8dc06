import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, timestamp, unique } from "drizzle-orm/pg-core";
import { learnerDeckRow } from "./deck-columns";

/** Time Rush: games started on the server and the best score per sub-deck. */

/** Best Time Rush score per user and sub-deck. */
export const timeRushScores = pgTable(
  "time_rush_scores",
  {
    ...learnerDeckRow(),
    bestScore: integer("best_score").notNull().default(0),
    gamesPlayed: integer("games_played").notNull().default(0),
    lastPlayed: timestamp("last_played", { withTimezone: true }),
  },
  (t) => [
    unique("time_rush_scores_user_sub_deck_uq").on(t.userId, t.subDeckId),
    index("time_rush_scores_sub_deck_idx").on(t.subDeckId),
    check("time_rush_scores_non_negative", sql`${t.bestScore} >= 0 AND ${t.gamesPlayed} >= 0`),
  ],
);

/** One Time Rush game: started on the server, so the score can be checked against the time played. */
export const timeRushGames = pgTable(
  "time_rush_games",
  {
    ...learnerDeckRow(),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    score: integer("score"),
    isNewBest: boolean("is_new_best"),
  },
  (t) => [
    index("time_rush_games_user_idx").on(t.userId, t.startedAt),
    index("time_rush_games_sub_deck_idx").on(t.subDeckId),
  ],
);

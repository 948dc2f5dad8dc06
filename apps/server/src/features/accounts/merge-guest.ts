import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { recountWordHistory } from "../study";

/**
 * A guest who signs in to an existing account brings their work along: everything the guest
 * owns moves to the account, and where both have a row for the same thing the account's row
 * wins (daily counts and study time are added; the best Time Rush score is kept). One
 * transaction: the guest user is deleted afterwards by the auth library.
 */
export async function mergeGuestInto(db: Db, guestId: string, userId: string): Promise<void> {
  if (guestId === userId) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO user_decks (user_id, sub_deck_id, created_at, time_rush_best_score, time_rush_last_played,
        desired_retention, new_per_day, reviews_per_day)
      SELECT ${userId}, sub_deck_id, created_at, time_rush_best_score, time_rush_last_played,
        desired_retention, new_per_day, reviews_per_day FROM user_decks WHERE user_id = ${guestId}
      ON CONFLICT (user_id, sub_deck_id) DO NOTHING`);
    await tx.execute(sql`
      UPDATE user_word_progress SET user_id = ${userId}
      WHERE user_id = ${guestId}
        AND item_id NOT IN (SELECT item_id FROM user_word_progress WHERE user_id = ${userId})`);
    await tx.execute(sql`UPDATE study_sessions SET user_id = ${userId} WHERE user_id = ${guestId}`);
    await tx.execute(sql`UPDATE review_logs SET user_id = ${userId} WHERE user_id = ${guestId}`);
    await tx.execute(sql`
      INSERT INTO user_activity (user_id, day, daily_goal_level, daily_learned, daily_reviewed, daily_study_time, created_at, updated_at)
      SELECT ${userId}, day, daily_goal_level, daily_learned, daily_reviewed, daily_study_time, created_at, now() FROM user_activity WHERE user_id = ${guestId}
      ON CONFLICT (user_id, day) DO UPDATE SET
        daily_learned = user_activity.daily_learned + excluded.daily_learned,
        daily_reviewed = user_activity.daily_reviewed + excluded.daily_reviewed,
        daily_study_time = user_activity.daily_study_time + excluded.daily_study_time,
        updated_at = now()`);
    await tx.execute(sql`
      INSERT INTO time_rush_scores (user_id, sub_deck_id, best_score, games_played, last_played)
      SELECT ${userId}, sub_deck_id, best_score, games_played, last_played FROM time_rush_scores WHERE user_id = ${guestId}
      ON CONFLICT (user_id, sub_deck_id) DO UPDATE SET
        best_score = GREATEST(time_rush_scores.best_score, excluded.best_score),
        games_played = time_rush_scores.games_played + excluded.games_played,
        last_played = GREATEST(time_rush_scores.last_played, excluded.last_played)`);
    await tx.execute(sql`
      UPDATE user_info AS u SET
        total_study_time = u.total_study_time + g.total_study_time,
        updated_at = now()
      FROM user_info AS g WHERE u.user_id = ${userId} AND g.user_id = ${guestId}`);
    // The guest's review rows now belong to the account: its words' histories count them too.
    await recountWordHistory(tx, userId);
  });
}

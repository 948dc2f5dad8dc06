import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import type { FsrsSettingsRepository } from "../fsrs-settings";
import type { FsrsAdoption } from "./fsrs-offer";

/**
 * Takes over an Anki collection's FSRS settings once an import's words are written: each imported deck's
 * desired retention on the learner's sets of it, then the parameters as the learner's own (Scheduling
 * Settings). Runs last, so a failure before it leaves the learner's settings as they were.
 */
export async function adoptFsrs(
  db: Db,
  settings: FsrsSettingsRepository,
  job: { userId: string; adoption: FsrsAdoption; deckIdOf: (sourceKey: string) => string | null },
): Promise<void> {
  const { adoption, userId } = job;
  if (!adoption.adopted || !adoption.weights) return;
  for (const [key, retention] of Object.entries(adoption.deckRetention)) {
    const deckId = job.deckIdOf(key);
    if (!deckId) continue;
    await db.execute(sql`
      UPDATE user_decks SET desired_retention = ${retention}
      WHERE user_id = ${userId} AND sub_deck_id IN (SELECT id FROM sub_decks WHERE own_deck_id = ${deckId})`);
  }
  await settings.adoptWeights(userId, adoption.weights);
}

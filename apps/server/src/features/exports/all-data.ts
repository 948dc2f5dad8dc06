import { asc, eq, inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import {
  contactMessages,
  forumComments,
  forumPosts,
  forumVotes,
  fsrsSettings,
  ownDecks,
  reviewLogs,
  studySessions,
  subDecks,
  timeRushScores,
  userActivity,
  userDecks,
  userInfo,
  users,
  userWordProgress,
  words,
} from "../../db/schema";
import { ownDeckWords } from "./deck-words";

/** Every table that holds a learner's own rows, by the name it has in the file. */
const BY_USER = {
  profile: userInfo,
  schedulingSettings: fsrsSettings,
  collection: userDecks,
  progress: userWordProgress,
  reviews: reviewLogs,
  studySessions,
  dailyActivity: userActivity,
  timeRushScores,
  boardPosts: forumPosts,
  boardComments: forumComments,
  boardVotes: forumVotes,
  contactMessages,
} as const;

/**
 * All of a learner's data as one JSON-ready object: the right of access. Secrets are left out (password
 * hashes, session tokens); everything else a learner made or that was recorded about them is in.
 * Word notes are part of `progress` (`userNotes`).
 */
export async function collectAllData(db: Db, userId: string, now: Date) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.displayUsername,
      email: users.email,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const tables: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(BY_USER)) {
    const t = table as PgTable & { userId: typeof userInfo.userId };
    tables[name] = await db.select().from(t).where(eq(t.userId, userId));
  }
  const decks = await db.select().from(ownDecks).where(eq(ownDecks.ownerId, userId)).orderBy(asc(ownDecks.createdAt));
  const deckIds = decks.map((d) => d.id);
  const deckWords =
    deckIds.length === 0
      ? []
      : await ownDeckWords(
          db,
          { ownDeckId: subDecks.ownDeckId, setId: words.subDeckId, id: words.id, position: words.order },
          inArray(subDecks.ownDeckId, deckIds),
        );
  return {
    exportedAt: now.toISOString(),
    format: "lexistep-data-v1",
    account,
    ...tables,
    ownDecks: decks.map((deck) => ({ ...deck, words: deckWords.filter((w) => w.ownDeckId === deck.id) })),
  };
}

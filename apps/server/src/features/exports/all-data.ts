import { asc, eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database";
import {
  contactMessages,
  forumComments,
  forumPosts,
  forumVotes,
  fsrsSettings,
  ownDecks,
  readerTexts,
  reviewLogs,
  studySessions,
  timeRushScores,
  userActivity,
  userDecks,
  userInfo,
  users,
  userWordProgress,
} from "../../db/schema";
import { ownDeckWordPages } from "./deck-words";
import { objectAt, type StreamedValue } from "./json-stream";
import { type KeyColumn, keysetPages } from "./keyset";

type UserTable = PgTable & { userId: KeyColumn["column"] };

/**
 * Every table that holds a learner's own rows, by the name it has in the file, with the keys its rows are
 * read in (unique per learner; the first one indexed with the learner where the table can grow large).
 */
export const ALL_DATA_TABLES: [string, UserTable, KeyColumn[]][] = [
  ["profile", userInfo, [{ column: userInfo.userId, type: "text" }]],
  ["schedulingSettings", fsrsSettings, [{ column: fsrsSettings.userId, type: "text" }]],
  ["collection", userDecks, [{ column: userDecks.subDeckId, type: "text" }]],
  ["progress", userWordProgress, [{ column: userWordProgress.itemId, type: "integer" }]],
  [
    "reviews",
    reviewLogs,
    [
      { column: reviewLogs.reviewedAt, type: "timestamptz" },
      { column: reviewLogs.id, type: "uuid" },
    ],
  ],
  [
    "studySessions",
    studySessions,
    [
      { column: studySessions.createdAt, type: "timestamptz" },
      { column: studySessions.id, type: "uuid" },
    ],
  ],
  ["dailyActivity", userActivity, [{ column: userActivity.id, type: "uuid" }]],
  ["timeRushScores", timeRushScores, [{ column: timeRushScores.subDeckId, type: "text" }]],
  ["boardPosts", forumPosts, [{ column: forumPosts.id, type: "uuid" }]],
  ["boardComments", forumComments, [{ column: forumComments.id, type: "uuid" }]],
  ["boardVotes", forumVotes, [{ column: forumVotes.postId, type: "uuid" }]],
  ["contactMessages", contactMessages as unknown as UserTable, [{ column: contactMessages.id, type: "uuid" }]],
  ["readerTexts", readerTexts, [{ column: readerTexts.id, type: "uuid" }]],
];

/** Who the learner is, as the file names them: the account's own columns, none of its secrets. */
export const ACCOUNT_COLUMNS = {
  id: users.id,
  name: users.name,
  username: users.displayUsername,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

const value = (v: unknown): StreamedValue => ({ kind: "value", value: v });

/**
 * All of a learner's data as one JSON file, written a page of rows at a time: the right of access. Secrets
 * are left out (password hashes, session tokens); everything else a learner made or that was recorded about
 * them is in. Word notes are part of `progress` (`userNotes`). The text is what `JSON.stringify(data, null, 1)`
 * gives for the whole object; no more than a page of rows is held at once.
 */
export function allDataJson(db: Db, userId: string, now: Date): AsyncGenerator<string> {
  async function* members(): AsyncGenerator<[string, StreamedValue]> {
    yield ["exportedAt", value(now.toISOString())];
    yield ["format", value("lexistep-data-v1")];
    const [account] = await db.select(ACCOUNT_COLUMNS).from(users).where(eq(users.id, userId));
    yield ["account", value(account)];
    for (const [name, table, keys] of ALL_DATA_TABLES) {
      yield [name, { kind: "pages", pages: keysetPages(db, table, eq(table.userId, userId), keys) }];
    }
    yield ["ownDecks", { kind: "objects", items: deckObjects(db, userId) }];
  }
  return objectAt(members(), 0);
}

/** Each own deck's columns, then its words a page at a time. A learner has few decks; their words are many. */
async function* deckObjects(db: Db, userId: string): AsyncGenerator<AsyncIterable<[string, StreamedValue]>> {
  const decks = await db.select().from(ownDecks).where(eq(ownDecks.ownerId, userId)).orderBy(asc(ownDecks.createdAt));
  for (const deck of decks) {
    yield (async function* (): AsyncGenerator<[string, StreamedValue]> {
      for (const [key, v] of Object.entries(deck)) yield [key, value(v)];
      yield ["words", { kind: "pages", pages: deckWordPages(db, deck.id) }];
    })();
  }
}

/** A deck's words as the file has them (no key: that is the deck's business). */
async function* deckWordPages(db: Db, deckId: string) {
  for await (const page of ownDeckWordPages(db, deckId)) {
    yield page.map(({ ownDeckId, setId, id, position, term, translation, reading, audioFile, kind }) => ({
      ownDeckId,
      setId,
      id,
      position,
      term,
      translation,
      reading,
      audioFile,
      kind,
    }));
  }
}

import { eq, sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../src/db/schema";
import {
  contactMessages,
  forumComments,
  forumPosts,
  forumVotes,
  fsrsSettings,
  readerTexts,
  reviewLogs,
  timeRushScores,
  userActivity,
  userDecks,
  users,
  userWordProgress,
  words,
} from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { giveSession, reviewLogRow } from "./deck-rows";
import { signIn } from "./sign-in-helpers";
import { createAppWithDecks, jsonHeaders, sessionOf, signInGuest, signUpVerified } from "./test-app";

/** Delete Account (spec §2 Settings, §7 delete_user_account, §8 Settings): every row of the user goes. */

const PASSWORD = "quiet-harbor-7";
const DECK = "testish-basics-1";

const ctx = appPerFile(() => createAppWithDecks());

/** Every (table, column) that points at a user: columns named user_id, and every foreign key to users. */
async function userReferences(): Promise<{ table: string; column: string }[]> {
  const found = new Map<string, { table: string; column: string }>();
  const rows = await ctx.database.db.execute<{ table_name: string; column_name: string }>(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.column_name = 'user_id'
    UNION
    SELECT cl.relname AS table_name, a.attname AS column_name
    FROM pg_constraint con
    JOIN pg_class cl ON cl.oid = con.conrelid
    JOIN pg_namespace ns ON ns.oid = cl.relnamespace
    JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
    WHERE con.contype = 'f' AND con.confrelid = 'public.users'::regclass AND ns.nspname = 'public'`);
  const list =
    (rows as unknown as { rows?: { table_name: string; column_name: string }[] }).rows ??
    (rows as unknown as { table_name: string; column_name: string }[]);
  for (const r of list) found.set(`${r.table_name}.${r.column_name}`, { table: r.table_name, column: r.column_name });
  return [...found.values()].sort((a, b) => a.table.localeCompare(b.table));
}

/** The same, read from the Drizzle schema (so a table the migrations forgot would show up as a difference). */
function schemaUserReferences(): string[] {
  const out: string[] = [];
  for (const value of Object.values(schema)) {
    let config: ReturnType<typeof getTableConfig> | undefined;
    try {
      config = getTableConfig(value as PgTable);
    } catch {
      continue;
    }
    if (!config?.name || !Array.isArray(config.columns)) continue;
    const fkColumns = new Set(
      config.foreignKeys
        .map((fk) => fk.reference())
        .filter((ref) => getTableConfig(ref.foreignTable).name === "users")
        .flatMap((ref) => ref.columns.map((c) => c.name)),
    );
    for (const column of config.columns) {
      if (column.name === "user_id" || fkColumns.has(column.name)) out.push(`${config.name}.${column.name}`);
    }
  }
  return out.sort();
}

async function countReferences(userId: string) {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userReferences()) {
    const rows = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`,
    );
    const list = (rows as unknown as { rows?: { n: number }[] }).rows ?? (rows as unknown as { n: number }[]);
    counts[`${table}.${column}`] = Number(list[0]?.n ?? 0);
  }
  const [self] = await ctx.database.db.select().from(users).where(eq(users.id, userId));
  counts["users.id"] = self ? 1 : 0;
  return counts;
}

/** A row in every table that has a user (sessions, accounts, user_info, fsrs_settings come with sign-up). */
async function giveEverything(userId: string, username: string) {
  const db = ctx.database.db;
  const [word] = await db.select().from(words).where(eq(words.subDeckId, DECK)).limit(1);
  await db.insert(userDecks).values({ userId, subDeckId: DECK });
  await db.insert(userWordProgress).values({ userId, wordId: word!.id, subDeckId: DECK, state: 2, userNotes: "mine" });
  const sessionId = await giveSession(ctx.database, {
    userId,
    sessionType: "REVIEW",
    payloadHash: "h",
    durationSeconds: 30,
    startedAt: new Date(),
  });
  await db.insert(reviewLogs).values(
    reviewLogRow({
      userId,
      wordId: word!.id,
      subDeckId: DECK,
      sessionId,
      reviewedAt: new Date(),
      due: new Date(),
      rating: 4,
      mode: "AUTOMATIC",
      difficulty: 1,
    }),
  );
  await db.insert(userActivity).values({ userId, day: "2026-11-19", dailyLearned: 2 });
  await db.insert(timeRushScores).values({ userId, subDeckId: DECK, bestScore: 9, gamesPlayed: 1 });
  await db.insert(readerTexts).values({ userId, title: "Un cuento", languageId: "testish", body: "Hola casa." });
  await db.update(fsrsSettings).set({ studyAlgorithm: "AUTOMATIC" }).where(eq(fsrsSettings.userId, userId));
  const [post] = await db
    .insert(forumPosts)
    .values({ userId, createdBy: username, title: `post of ${username}`, description: "d", requestType: "feature" })
    .returning();
  await db.insert(forumComments).values({ postId: post!.id, userId, username, content: "c" });
  await db.insert(forumVotes).values({ postId: post!.id, userId });
  const contact = await ctx.app.inject({
    method: "POST",
    url: "/api/contact",
    headers: jsonHeaders({ cookie: undefined }),
    payload: { email: `${username}@example.org`, message: "hello" },
  });
  expect(contact.statusCode).toBe(200);
  await db.insert(contactMessages).values({ email: `${username}@example.org`, message: "signed in", userId });
  return post!.id;
}

/** The user-owned tables `giveEverything` (plus sign-up) puts a row in; any others found must end at 0 too. */
const SEEDED = [
  "sessions.user_id",
  "accounts.user_id",
  "user_info.user_id",
  "fsrs_settings.user_id",
  "user_decks.user_id",
  "user_word_progress.user_id",
  "study_sessions.user_id",
  "review_logs.user_id",
  "user_activity.user_id",
  "time_rush_scores.user_id",
  "forum_posts.user_id",
  "forum_comments.user_id",
  "forum_votes.user_id",
  "contact_messages.user_id",
];

function deleteAccount(cookie: string | undefined, origin = "http://localhost:3000") {
  return ctx.app.inject({
    method: "DELETE",
    url: "/api/account",
    headers: { origin, ...(cookie ? { cookie } : {}) },
  });
}

describe("delete account", () => {
  it("finds the user-owned tables from the database, and they match the schema", async () => {
    const fromDb = (await userReferences()).map((r) => `${r.table}.${r.column}`).sort();
    expect(fromDb).toEqual(schemaUserReferences());
    // The tables the product needs to clean are all among them.
    for (const t of SEEDED) {
      expect(fromDb).toContain(t);
    }
  });

  it("leaves no row referencing the user, leaves another user's rows untouched, and ends the session", async () => {
    const me = await signUpVerified(ctx, { username: "leaving1", email: "leaving1@example.org", password: PASSWORD });
    const other = await signUpVerified(ctx, {
      username: "staying1",
      email: "staying1@example.org",
      password: PASSWORD,
    });
    const myPost = await giveEverything(me.userId, "leaving1");
    await giveEverything(other.userId, "staying1");
    // The other user also commented and voted on my post: those rows are theirs, but hang off my post.
    await ctx.database.db.insert(forumVotes).values({ postId: myPost, userId: other.userId });

    const mineBefore = await countReferences(me.userId);
    for (const where of [...SEEDED, "users.id"]) expect(mineBefore[where], `setup: ${where}`).toBeGreaterThan(0);
    const otherBefore = await countReferences(other.userId);

    const res = await deleteAccount(me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, message: "Account deleted successfully!" });
    const cleared = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    expect(cleared.some((c) => c.startsWith("lexistep.session_token=;") && /Max-Age=0/i.test(c))).toBe(true);

    const mineAfter = await countReferences(me.userId);
    for (const [where, n] of Object.entries(mineAfter)) expect(n, where).toBe(0);

    // The other user keeps everything they own, except the vote on the deleted user's post.
    const otherAfter = await countReferences(other.userId);
    expect(otherAfter).toEqual({ ...otherBefore, "forum_votes.user_id": otherBefore["forum_votes.user_id"]! - 1 });

    // The session no longer works.
    const session = await sessionOf(ctx, me.cookie);
    expect(session.json()).toBeNull();
    expect((await deleteAccount(me.cookie)).statusCode).toBe(401);
    const convert = await ctx.app.inject({
      method: "POST",
      url: "/api/account/convert",
      headers: jsonHeaders({ cookie: me.cookie }),
      payload: { username: "back1", email: "back1@example.org", password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(convert.statusCode).toBe(401);

    // The password no longer signs in, and the other user still can.
    expect((await signIn(ctx, "leaving1@example.org", PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx, "staying1@example.org", PASSWORD)).statusCode).toBe(200);

    // The e-mail and the username are free again.
    const again = await signUpVerified(ctx, {
      username: "leaving1",
      email: "leaving1@example.org",
      password: PASSWORD,
    });
    expect(again.userId).not.toBe(me.userId);
  });

  it("ends every session of the user, not only the one that asked", async () => {
    const me = await signUpVerified(ctx, { username: "leaving2", email: "leaving2@example.org", password: PASSWORD });
    const second = await signIn(ctx, "leaving2@example.org", PASSWORD);
    const secondCookie = String(([] as string[]).concat(second.headers["set-cookie"] ?? [])[0]).split(";")[0]!;
    expect((await deleteAccount(me.cookie)).statusCode).toBe(200);
    const session = await sessionOf(ctx, secondCookie);
    expect(session.json()).toBeNull();
  });

  it("leaves no pending password-reset token of the user behind", async () => {
    const me = await signUpVerified(ctx, { username: "leaving4", email: "leaving4@example.org", password: PASSWORD });
    const reset = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/request-password-reset",
      headers: jsonHeaders(),
      payload: { email: "leaving4@example.org" },
    });
    expect(reset.statusCode).toBe(200);
    const pending = await ctx.database.db
      .select()
      .from(schema.verifications)
      .where(eq(schema.verifications.value, me.userId));
    expect(pending).toHaveLength(1);
    expect((await deleteAccount(me.cookie)).statusCode).toBe(200);
    const left = await ctx.database.db
      .select()
      .from(schema.verifications)
      .where(eq(schema.verifications.value, me.userId));
    expect(left).toHaveLength(0);
  });

  it("a guest can delete their data too", async () => {
    const guest = await signInGuest(ctx);
    const db = ctx.database.db;
    await db.insert(userDecks).values({ userId: guest.userId, subDeckId: DECK });
    const res = await deleteAccount(guest.cookie);
    expect(res.statusCode).toBe(200);
    for (const [where, n] of Object.entries(await countReferences(guest.userId))) expect(n, where).toBe(0);
  });

  it("refuses without a session (401) and from a foreign origin (403), deleting nothing", async () => {
    const me = await signUpVerified(ctx, { username: "leaving3", email: "leaving3@example.org", password: PASSWORD });
    expect((await deleteAccount(undefined)).statusCode).toBe(401);
    const foreign = await deleteAccount(me.cookie, "http://evil.example");
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await ctx.app.inject({ method: "DELETE", url: "/api/account", headers: { cookie: me.cookie } });
    expect(noOrigin.statusCode).toBe(403);
    expect((await countReferences(me.userId))["users.id"]).toBe(1);
  });
});

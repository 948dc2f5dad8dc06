import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  fsrsSettings,
  reviewLogs,
  studySessions,
  timeRushScores,
  userActivity,
  userDecks,
  userInfo,
  users,
  userWordProgress,
} from "../src/db/schema";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { deckWordRows, giveSession, reviewLogRow } from "./deck-rows";
import { convertGuest, signIn } from "./sign-in-helpers";
import {
  createTestApp,
  jsonHeaders,
  linkPath,
  readOutbox,
  sessionOf,
  signInGuest,
  signUpAs,
  type TestContext,
  uniqueRemoteAddress,
} from "./test-app";

/**
 * Register Now: a guest becomes a registered user in place and keeps everything
 * (spec §1 "transferred to the account on registration", §4 Signup, §8 success texts).
 */

const PASSWORD = "quiet-harbor-7";
const DECK = "testish-basics-1";
const fixtures = path.join(import.meta.dirname, "fixtures/decks");

let ctx: TestContext;
let noVerify: TestContext;
beforeAll(async () => {
  [ctx, noVerify] = await Promise.all([createTestApp(), createTestApp({ EMAIL_VERIFICATION: "off" })]);
  await loadStarterContent(ctx.database.db, fixtures);
  await loadStarterContent(noVerify.database.db, fixtures);
});
afterAll(async () => {
  await Promise.all([ctx?.close(), noVerify?.close()]);
});

/** Gives a user a deck, progress with notes, a session with a review log, activity, a score and changed settings. */
async function giveData(c: TestContext, userId: string) {
  const db = c.database.db;
  const deckWords = await deckWordRows(c.database, DECK);
  await db.insert(userDecks).values({ userId, subDeckId: DECK, timeRushBestScore: 12 });
  await db.insert(userWordProgress).values(
    deckWords.slice(0, 3).map((w, i) => ({
      userId,
      wordId: w.id,
      subDeckId: DECK,
      state: 2,
      correctCount: i + 1,
      reviewedCount: i + 2,
      userNotes: `note ${i} of ${userId}`,
      nextReview: new Date(Date.now() + 86_400_000),
    })),
  );
  const sessionId = await giveSession(c.database, {
    userId,
    sessionType: "LEARN",
    payloadHash: "hash-1",
    durationSeconds: 120,
    wordsLearned: 3,
    startedAt: new Date(Date.now() - 120_000),
  });
  const due = new Date(Date.now() + 86_400_000);
  await db.insert(reviewLogs).values(
    reviewLogRow({
      userId,
      wordId: deckWords[0]!.id,
      subDeckId: DECK,
      sessionId,
      reviewedAt: new Date(),
      due,
      stability: 2.5,
    }),
  );
  await db
    .insert(userActivity)
    .values({ userId, day: "2026-11-20", dailyGoalLevel: 2, dailyLearned: 3, dailyReviewed: 7, dailyStudyTime: 120 });
  await db
    .insert(timeRushScores)
    .values({ userId, subDeckId: DECK, bestScore: 12, gamesPlayed: 4, lastPlayed: new Date() });
  await db
    .update(fsrsSettings)
    .set({ studyAlgorithm: "AUTOMATIC", studyType: "Typing", requestRetention: 0.85, maximumInterval: 365 })
    .where(eq(fsrsSettings.userId, userId));
  await db
    .update(userInfo)
    .set({ totalStudyTime: 120, currentStreak: 1, topStreak: 1 })
    .where(eq(userInfo.userId, userId));
}

/** Everything a user owns, comparable before and after (no timestamps that conversion may touch). */
async function snapshot(c: TestContext, userId: string) {
  const db = c.database.db;
  const strip = <T extends Record<string, unknown>>(rows: T[], ...keys: string[]) =>
    rows
      .map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))))
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    decks: strip(await db.select().from(userDecks).where(eq(userDecks.userId, userId))),
    progress: strip(await db.select().from(userWordProgress).where(eq(userWordProgress.userId, userId))),
    sessions: strip(await db.select().from(studySessions).where(eq(studySessions.userId, userId))),
    logs: strip(await db.select().from(reviewLogs).where(eq(reviewLogs.userId, userId))),
    activity: strip(await db.select().from(userActivity).where(eq(userActivity.userId, userId))),
    scores: strip(await db.select().from(timeRushScores).where(eq(timeRushScores.userId, userId))),
    settings: strip(await db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId)), "updatedAt"),
    info: strip(await db.select().from(userInfo).where(eq(userInfo.userId, userId)), "updatedAt", "username"),
  };
}

const form = (username: string, email: string) => ({ username, email, password: PASSWORD, confirmPassword: PASSWORD });

/** Two guests converting at once: both, and the answer of the one refused (the other's is a 200). */
async function raceConversions(formA: Record<string, unknown>, formB: Record<string, unknown>) {
  const [a, b] = await Promise.all([signInGuest(ctx), signInGuest(ctx)]);
  const [ra, rb] = await Promise.all([convertGuest(ctx, a.cookie, formA), convertGuest(ctx, b.cookie, formB)]);
  expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
  return { a, b, loser: ra.statusCode === 409 ? ra : rb };
}

async function userRow(c: TestContext, id: string) {
  const [row] = await c.database.db.select().from(users).where(eq(users.id, id));
  return row;
}

describe("guest conversion with e-mail verification on", () => {
  it("keeps the user id and every row; the user is registered and must verify", async () => {
    const guest = await signInGuest(ctx);
    await giveData(ctx, guest.userId);
    const before = await snapshot(ctx, guest.userId);
    expect(before.progress).toHaveLength(3);

    const res = await convertGuest(ctx, guest.cookie, form("Convert1", "  <Convert1@Example.org> "));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Account created! Please verify your email.");
    expect(res.json().ok).toBe(true);

    const row = await userRow(ctx, guest.userId);
    expect(row).toMatchObject({
      id: guest.userId,
      isAnonymous: false,
      email: "convert1@example.org",
      username: "convert1",
      name: "convert1",
      emailVerified: false,
    });
    const [info] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, guest.userId));
    expect(info?.username).toBe("convert1");
    expect(await snapshot(ctx, guest.userId)).toEqual(before);
    const credential = await ctx.database.db.select().from(accounts).where(eq(accounts.userId, guest.userId));
    expect(credential.map((a) => a.providerId)).toContain("credential");
    expect(credential.find((a) => a.providerId === "credential")?.password).not.toBe(PASSWORD);

    // The session the guest had now belongs to a registered user.
    const me = await sessionOf(ctx, guest.cookie);
    expect(me.json().user).toMatchObject({ id: guest.userId, isAnonymous: false, email: "convert1@example.org" });

    // Signing in needs the e-mail verified first.
    const early = await signIn(ctx, "convert1@example.org", PASSWORD);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(
      "Please verify your email address before signing in. Check your inbox for a verification link.",
    );

    const mail = readOutbox(ctx.dataDir).find((m) => m.to === "convert1@example.org");
    const link = mail?.links.find((l) => l.includes("/verify-email"));
    expect(link).toBeDefined();
    const verify = await ctx.app.inject({ method: "GET", url: linkPath(link!) });
    expect(verify.statusCode).toBe(302);
    // Home with ?verified=1, where the app says "Email verified!".
    expect(verify.headers.location).toBe("/home?verified=1");
    expect((await userRow(ctx, guest.userId))?.emailVerified).toBe(true);

    const signin = await signIn(ctx, "convert1@example.org", PASSWORD);
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json().user.id).toBe(guest.userId);
    // Still all there after signing in.
    expect(await snapshot(ctx, guest.userId)).toEqual(before);
  });

  it("refuses an e-mail that belongs to another account: 409 and nothing changes", async () => {
    await signUpAs(ctx, "owner2", PASSWORD);
    const guest = await signInGuest(ctx);
    await giveData(ctx, guest.userId);
    const before = await snapshot(ctx, guest.userId);
    const rowBefore = await userRow(ctx, guest.userId);
    const [infoBefore] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, guest.userId));

    const res = await convertGuest(ctx, guest.cookie, form("wannabe2", " OWNER2@example.org "));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("EMAIL_TAKEN");
    expect(res.json().error.message).toBe("An account with this email already exists. Please sign in instead.");

    expect(await userRow(ctx, guest.userId)).toEqual(rowBefore);
    const [infoAfter] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, guest.userId));
    expect(infoAfter).toEqual(infoBefore);
    expect(await ctx.database.db.select().from(accounts).where(eq(accounts.userId, guest.userId))).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ providerId: "credential" })]),
    );
    expect(await snapshot(ctx, guest.userId)).toEqual(before);
    expect(
      readOutbox(ctx.dataDir).filter((m) => m.to === "owner2@example.org" && m.subject.includes("Verify")),
    ).toHaveLength(1);
  });

  it("two guests racing for one e-mail: one wins, the other gets 409 and stays a guest", async () => {
    const { a, b, loser } = await raceConversions(
      form("racera", "race@example.org"),
      form("racerb", "race@example.org"),
    );
    expect(loser.json().error.message).toBe("An account with this email already exists. Please sign in instead.");
    const rows = await Promise.all([userRow(ctx, a.userId), userRow(ctx, b.userId)]);
    expect(rows.filter((r) => r?.isAnonymous === false)).toHaveLength(1);
    expect(rows.filter((r) => r?.isAnonymous === true)).toHaveLength(1);
  });

  it("two guests racing for one username: one wins, the other gets 409 'Username already taken'", async () => {
    const { loser } = await raceConversions(
      form("samename", "samename-a@example.org"),
      form("samename", "samename-b@example.org"),
    );
    expect(loser.json().error.message).toBe("Username already taken. Please choose a different one.");
  });

  it("refuses a taken username: 409 with the spec's text", async () => {
    await signUpAs(ctx, "owner3", PASSWORD);
    const guest = await signInGuest(ctx);
    const res = await convertGuest(ctx, guest.cookie, form("OWNER3", "fresh3@example.org"));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("Username already taken. Please choose a different one.");
    expect((await userRow(ctx, guest.userId))?.isAnonymous).toBe(true);
  });

  it("validates the form like sign-up", async () => {
    const guest = await signInGuest(ctx);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...form("okname", "bad-email") }, "email", "Please enter a valid email address"],
      [
        { ...form("okname", "ok@example.org"), confirmPassword: "nope-nope-1" },
        "confirmPassword",
        "Passwords do not match",
      ],
      [
        { ...form("okname", "ok@example.org"), password: "a1b2c", confirmPassword: "a1b2c" },
        "password",
        "Password must be at least 6 characters long",
      ],
      [form("ab", "ok@example.org"), "username", "Username must be at least 3 characters long"],
      [form("root", "ok@example.org"), "username", "This username is reserved and cannot be used"],
      [form("no-dash", "ok@example.org"), "username", "Username can only contain letters and numbers"],
    ];
    for (const [payload, field, message] of cases) {
      const res = await convertGuest(ctx, guest.cookie, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect((await userRow(ctx, guest.userId))?.isAnonymous).toBe(true);
  });

  it("refuses a registered user", async () => {
    const user = await signUpAs(ctx, "already4", PASSWORD);
    const before = await userRow(ctx, user.userId);
    const res = await convertGuest(ctx, user.cookie, form("another4", "another4@example.org"));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await userRow(ctx, user.userId)).toEqual(before);
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "another4@example.org"))).toHaveLength(0);
  });

  it("refuses without a session: 401", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/account/convert",
      headers: jsonHeaders(),
      payload: form("nosession", "nosession@example.org"),
    });
    expect(res.statusCode).toBe(401);
  });

  it("a guest cannot use the plain sign-up (which would lose their progress)", async () => {
    const guest = await signInGuest(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: jsonHeaders({ cookie: guest.cookie }),
      remoteAddress: uniqueRemoteAddress(),
      payload: form("plain5", "plain5@example.org"),
    });
    expect(res.statusCode).toBe(409);
    expect((await userRow(ctx, guest.userId))?.isAnonymous).toBe(true);
  });
});

describe("guest conversion with e-mail verification off", () => {
  it("registers at once: 'Account created! You are now registered.' and the password signs in", async () => {
    const guest = await signInGuest(noVerify);
    await giveData(noVerify, guest.userId);
    const before = await snapshot(noVerify, guest.userId);

    const res = await convertGuest(noVerify, guest.cookie, form("Instant6", "instant6@example.org"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Account created! You are now registered.");
    expect(await userRow(noVerify, guest.userId)).toMatchObject({
      isAnonymous: false,
      emailVerified: true,
      username: "instant6",
    });
    expect(readOutbox(noVerify.dataDir).filter((m) => m.to === "instant6@example.org")).toHaveLength(0);

    const signin = await signIn(noVerify, "instant6@example.org", PASSWORD);
    expect(signin.statusCode, signin.body).toBe(200);
    expect(signin.json().user.id).toBe(guest.userId);
    expect(await snapshot(noVerify, guest.userId)).toEqual(before);
    const [info] = await noVerify.database.db.select().from(userInfo).where(eq(userInfo.userId, guest.userId));
    expect(info?.username).toBe("instant6");
  });
});

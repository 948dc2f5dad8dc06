import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reviewLogs, userActivity, userDecks, userInfo, users, userWordProgress, words } from "../src/db/schema";
import { cleanupGuests } from "../src/jobs/cleanup-guests";
import { appPerFile } from "./app-per-file";
import { reviewLogRow } from "./deck-rows";
import { cookiesFrom, createAppWithDecks, TEST_ORIGIN } from "./test-app";

const ctx = appPerFile(() => createAppWithDecks());

const json = { origin: TEST_ORIGIN, "content-type": "application/json" };

async function guest() {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/anonymous",
    headers: json,
    payload: "{}",
  });
  return { id: res.json().user.id as string, cookie: cookiesFrom(res.headers["set-cookie"]) };
}

async function giveDeckAndProgress(userId: string, wordKeys: string[]) {
  const db = ctx.database.db;
  await db.insert(userDecks).values({ userId, subDeckId: "testish-basics-1" }).onConflictDoNothing();
  const rows = await db.select().from(words).where(eq(words.subDeckId, "testish-basics-1"));
  for (const key of wordKeys) {
    const word = rows.find((w) => w.key === key)!;
    await db.insert(userWordProgress).values({
      userId,
      wordId: word.id,
      subDeckId: word.subDeckId,
      correctCount: 5,
      state: 2,
      userNotes: `note by ${userId}`,
    });
  }
  await db
    .insert(userActivity)
    .values({ userId, day: "2026-11-20", dailyLearned: 3, dailyReviewed: 4, dailyStudyTime: 60 });
}

describe("guest clean-up", () => {
  it("deletes guests older than 7 days with their data, and nobody else", async () => {
    const now = new Date("2026-11-21T12:00:00Z");
    const old = await guest();
    const recent = await guest();
    await giveDeckAndProgress(old.id, ["hola"]);
    const db = ctx.database.db;
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-14T11:59:00Z") })
      .where(eq(users.id, old.id));
    await db
      .update(users)
      .set({ createdAt: new Date("2026-11-14T12:01:00Z") })
      .where(eq(users.id, recent.id));
    await db
      .insert(users)
      .values({ id: "old-registered", name: "r", email: "r@example.org", createdAt: new Date("2025-01-01T00:00:00Z") });

    expect(await cleanupGuests(db, now)).toBe(1);
    expect(await db.select().from(users).where(eq(users.id, old.id))).toHaveLength(0);
    expect(await db.select().from(userWordProgress).where(eq(userWordProgress.userId, old.id))).toHaveLength(0);
    expect(await db.select().from(userDecks).where(eq(userDecks.userId, old.id))).toHaveLength(0);
    expect(await db.select().from(userInfo).where(eq(userInfo.userId, old.id))).toHaveLength(0);
    expect(await db.select().from(users).where(eq(users.id, recent.id))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, "old-registered"))).toHaveLength(1);
  });
});

describe("a guest signing in to an existing account", () => {
  it("brings the guest's work along; the account's own rows win", async () => {
    const db = ctx.database.db;
    // A registered, verified account.
    const signup = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: json,
      payload: {
        username: "mergeuser",
        email: "merge@example.org",
        password: "quiet-harbor-7",
        confirmPassword: "quiet-harbor-7",
      },
    });
    expect(signup.statusCode).toBe(200);
    const [account] = await db.select().from(users).where(eq(users.email, "merge@example.org"));
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, account!.id));
    await giveDeckAndProgress(account!.id, ["agua"]);

    const g = await guest();
    await giveDeckAndProgress(g.id, ["agua", "casa"]);
    const [aguaWord] = await db.select().from(words).where(eq(words.key, "agua"));
    const review = (userId: string, at: string, remembered: boolean) =>
      reviewLogRow({
        userId,
        wordId: aguaWord!.id,
        subDeckId: aguaWord!.subDeckId,
        reviewedAt: new Date(at),
        due: new Date(at),
        kind: "review",
        rating: remembered ? 3 : 1,
        stability: 3,
        elapsedDays: 1,
        lastElapsedDays: 1,
        actualRetention: remembered ? 1 : 0,
      });
    await db
      .insert(reviewLogs)
      .values([
        review(account!.id, "2026-11-01T10:00:00Z", true),
        review(g.id, "2026-11-02T10:00:00Z", false),
        review(g.id, "2026-11-03T10:00:00Z", true),
      ]);

    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { ...json, cookie: g.cookie },
      payload: { email: "merge@example.org", password: "quiet-harbor-7" },
    });
    expect(res.statusCode).toBe(200);
    expect(await db.select().from(users).where(eq(users.id, g.id))).toHaveLength(0);
    const progress = await db.select().from(userWordProgress).where(eq(userWordProgress.userId, account!.id));
    expect(progress).toHaveLength(2);
    expect(
      progress.every((p) => p.userNotes === `note by ${p.userNotes?.includes(account!.id) ? account!.id : g.id}`),
    ).toBe(true);
    const agua = progress.find((p) => p.userNotes?.includes(account!.id));
    expect(agua).toBeDefined();
    // The account's "agua" kept its row, and its history now counts the guest's reviews too, in time order.
    expect([agua?.historyCount, agua?.recentRetention]).toEqual([3, [1, 0, 1]]);
    const [activity] = await db.select().from(userActivity).where(eq(userActivity.userId, account!.id));
    expect(activity).toMatchObject({ dailyLearned: 6, dailyReviewed: 8, dailyStudyTime: 120 });
  });
});

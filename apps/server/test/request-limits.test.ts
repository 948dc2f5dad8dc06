import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LimitRule } from "../src/features/request-limits/rules";
import { createRequestLimiter } from "../src/features/request-limits/service";
import { createTestClock, type TestClock } from "./test-app";
import { createTestDatabase } from "./test-database";

/** The request limiter on its own, on the real database (PGlite, or PostgreSQL with `npm run test:pg`). */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let clock: TestClock;
beforeAll(async () => {
  database = await createTestDatabase();
  clock = createTestClock(new Date("2026-11-25T10:00:00Z"));
});
afterAll(async () => {
  await database?.close();
});

const rule: LimitRule = { name: "test:burst", max: 10, windowMs: 60_000 };

describe("request limits in the database", () => {
  it("20 requests at once in a new window: exactly 10 pass, none fails (30 windows)", async () => {
    const limiter = createRequestLimiter(database.db, clock);
    for (let round = 0; round < 30; round++) {
      const subject = `203.0.113.${round}`;
      const outcomes = await Promise.all(
        Array.from({ length: 20 }, () =>
          limiter.enforce([{ rule, subject }]).then(
            () => "passed",
            (error: { code?: string }) => error.code ?? String(error),
          ),
        ),
      );
      expect(
        outcomes.filter((o) => o === "passed"),
        `round ${round}: ${outcomes.join(",")}`,
      ).toHaveLength(10);
      expect(outcomes.filter((o) => o === "RATE_LIMITED")).toHaveLength(10);
    }
  });

  it("the next window starts afresh; expired windows are deleted", async () => {
    const limiter = createRequestLimiter(database.db, clock);
    clock.advance(60_000);
    await expect(limiter.enforce([{ rule, subject: "203.0.113.9" }])).resolves.toBeUndefined();
    clock.advance(60_001);
    // Every window has ended: the 30 of the first test and this one.
    expect(await limiter.deleteExpired(clock())).toBe(31);
  });

  it("a missing subject is not counted", async () => {
    const limiter = createRequestLimiter(database.db, clock);
    for (let i = 0; i < 15; i++) await limiter.enforce([{ rule, subject: undefined }]);
  });
});

describe("a run lease (one optimization per user across instances)", () => {
  it("is held by one caller until released or expired", async () => {
    const { createRunLease } = await import("../src/features/optimizer/run-lease");
    const first = createRunLease(database.db);
    const second = createRunLease(database.db); // another instance: only the database is shared
    const t0 = new Date("2026-11-25T12:00:00Z");
    const attempts = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).acquire("optimizer:u1", t0, 60_000)),
    );
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await second.acquire("optimizer:u2", t0, 60_000)).toBe(true);
    // Still running a minute minus a second later; expired after the minute (a crashed holder).
    expect(await second.acquire("optimizer:u1", new Date(t0.getTime() + 59_000), 60_000)).toBe(false);
    expect(await second.acquire("optimizer:u1", new Date(t0.getTime() + 61_000), 60_000)).toBe(true);
    await second.release("optimizer:u1");
    expect(await first.acquire("optimizer:u1", new Date(t0.getTime() + 62_000), 60_000)).toBe(true);
  });
});

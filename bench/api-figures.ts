import type { Database } from "../apps/server/src/db/database";
import { userWordProgress } from "../apps/server/src/db/schema";
import { buildBenchApp, createBigDeck, guest, ms, ORIGIN, openTarget, percentile } from "./fixtures";

/** Progress rows for these words, `row(wordId, i)` each (i counts within the batch of 1,000), 1,000 at a time. */
async function insertProgress(
  database: Database,
  wordIds: readonly number[],
  row: (wordId: number, i: number) => typeof userWordProgress.$inferInsert,
): Promise<void> {
  for (let start = 0; start < wordIds.length; start += 1000) {
    await database.db.insert(userWordProgress).values(wordIds.slice(start, start + 1000).map(row));
  }
}

/** Budget: the deck page's data for a 5,000-word deck in ≤ 100 ms server time. */
export async function measureDeckPage(): Promise<void> {
  for (const kind of ["embedded", "postgres"] as const) {
    const target = await openTarget(kind);
    if (!target) continue;
    const app = await buildBenchApp(target);
    const wordIds = await createBigDeck(target.database, "bench-5000", 5000);
    const user = await guest(app);
    await app.inject({
      method: "POST",
      url: "/api/me/decks",
      headers: { origin: ORIGIN, cookie: user.cookie, "content-type": "application/json" },
      payload: { subDeckId: "bench-5000" },
    });
    const now = Date.now();
    await insertProgress(target.database, wordIds, (wordId, i) => ({
      userId: user.id,
      wordId,
      subDeckId: "bench-5000",
      state: i % 7 === 0 ? 1 : 2,
      learningSteps: i % 7 === 0 ? 2 : 0,
      stability: 3 + (i % 40),
      difficulty: 4 + (i % 5),
      reps: 3,
      lastReview: new Date(now - 86_400_000 * (i % 30)),
      nextReview: new Date(now + 86_400_000 * ((i % 20) - 10)),
      correctCount: 6,
      reviewedCount: 7,
    }));
    const timings: number[] = [];
    for (let i = 0; i < 12; i++) {
      const t = performance.now();
      const progress = await app.inject({
        method: "GET",
        url: "/api/me/decks/bench-5000/progress",
        headers: { cookie: user.cookie },
      });
      let fetched = 0;
      for (let offset = 0; offset < 5000; offset += 1000) {
        const page = await app.inject({
          method: "GET",
          url: `/api/sub-decks/bench-5000/words?offset=${offset}&limit=1000`,
          headers: { cookie: user.cookie },
        });
        fetched += page.json().items.length;
      }
      if (progress.statusCode !== 200 || fetched !== 5000) throw new Error("deck page data incomplete");
      if (i >= 2) timings.push(performance.now() - t); // first two warm up
    }
    timings.sort((a, b) => a - b);
    console.log(
      `deck page data, 5,000 words with progress on all (${kind}): median ${ms(percentile(timings, 50))}, max ${ms(timings.at(-1)!)} (progress + 5 word pages; budget 100 ms)`,
    );

    // Update Cards on 10,000 words.
    const more = await createBigDeck(target.database, "bench-10000", 10000);
    await insertProgress(target.database, more, (wordId, i) => ({
      userId: user.id,
      wordId,
      subDeckId: "bench-10000",
      state: 2,
      stability: 2 + (i % 60),
      difficulty: 5,
      reps: 4,
      lastReview: new Date(now - 86_400_000 * (i % 30)),
      nextReview: new Date(now + 86_400_000 * (i % 30)),
    }));
    await target.database.db.execute(`UPDATE users SET is_anonymous = false WHERE id = '${user.id}'` as never);
    const t = performance.now();
    const res = await app.inject({
      method: "POST",
      url: "/api/me/fsrs-settings/update-cards",
      headers: { origin: ORIGIN, cookie: user.cookie, "content-type": "application/json" },
      payload: { subDeckId: "bench-10000" },
    });
    const took = performance.now() - t;
    console.log(`Update Cards on 10,000 words (${kind}): ${ms(took)} — ${res.json().message ?? res.body} (budget 1 s)`);
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
}

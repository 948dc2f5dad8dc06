import { buildBenchApp, createBigDeck, guest, ms, ORIGIN, openTarget, percentile } from "./fixtures";

const USERS = 20;
const WORDS_PER_SESSION = 20;

type Save = (user: { cookie: string }) => Promise<number>;

/** A 20-word review session as the study screen sends it. */
function sessionBody(wordIds: number[]) {
  return {
    sessionId: crypto.randomUUID(),
    subDeckId: "bench-save",
    sessionType: "REVIEW",
    startedAt: new Date().toISOString(),
    durationSeconds: 60,
    words: wordIds.map((wordId) => ({
      wordId,
      correctCount: 1,
      reviewedCount: 1,
      gotWrong: false,
      responseTimes: [1.3],
      difficultyScore: 3,
      ratings: [3],
    })),
  };
}

/** Seeded exponential pauses, so every run has the same arrival pattern. */
function pauses(seed: number, meanMs: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return -Math.log(state / 2147483647) * meanMs;
  };
}

function summary(label: string, latencies: number[], server: number[], seconds: number) {
  latencies.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return `${label}: ${latencies.length} saves, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} (server time p95 ${ms(percentile(server, 95))}), ${(latencies.length / seconds).toFixed(0)} saves/s`;
}

/**
 * Budget: a 20-word session saved in p95 ≤ 50 ms (embedded) / ≤ 20 ms (PostgreSQL) at 20
 * concurrent users. Three loads:
 *  - one user saving one session after another (the cost of a save on an idle server);
 *  - 20 users studying at once, each saving a session then pausing 1 s on average before the
 *    next (a real session lasts minutes, so this is far busier than 20 real learners);
 *  - a burst: 20 users saving back to back with no pause (the server's throughput limit).
 * The client runs in the same process and shares the cores, so the server's own time is printed too.
 */
export async function measureSessionSaves(): Promise<void> {
  for (const kind of ["embedded", "postgres"] as const) {
    const target = await openTarget(kind);
    if (!target) {
      console.log(`${kind}: no PostgreSQL answers (set DATABASE_URL) — skipped`);
      continue;
    }
    const serverTimes: number[] = [];
    const app = await buildBenchApp(target, (instance) =>
      instance.addHook("onResponse", async (request, reply) => {
        if (request.url === "/api/me/study-sessions") serverTimes.push(reply.elapsedTime);
      }),
    );
    const wordIds = await createBigDeck(target.database, "bench-save", 400);
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const users = await Promise.all(Array.from({ length: USERS }, () => guest(app)));
    let round = 0;
    const save: Save = async (user) => {
      const start = (round++ * WORDS_PER_SESSION) % (wordIds.length - WORDS_PER_SESSION);
      const body = JSON.stringify(sessionBody(wordIds.slice(start, start + WORDS_PER_SESSION)));
      const t = performance.now();
      const res = await fetch(`${base}/api/me/study-sessions`, {
        method: "POST",
        headers: { origin: ORIGIN, cookie: user.cookie, "content-type": "application/json" },
        body,
      });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`save failed: ${res.status}`);
      return performance.now() - t;
    };

    const run = async (label: string, load: () => Promise<number[]>) => {
      serverTimes.length = 0;
      const started = performance.now();
      const latencies = await load();
      console.log(summary(`${label} (${kind})`, latencies, [...serverTimes], (performance.now() - started) / 1000));
    };

    // Warm-up: every user's first save (prepared statements, caches, JIT).
    await Promise.all(users.map((u) => save(u)));

    await run("one user, saves back to back", async () => {
      const out: number[] = [];
      for (let i = 0; i < 60; i++) out.push(await save(users[0]!));
      return out;
    });
    await run(`${USERS} users studying, ~1 s between one user's saves`, async () => {
      const out: number[] = [];
      await Promise.all(
        users.map(async (user, u) => {
          const pause = pauses(u + 7, 1000);
          for (let r = 0; r < 15; r++) {
            await new Promise((resolve) => setTimeout(resolve, pause()));
            out.push(await save(user));
          }
        }),
      );
      return out;
    });
    await run(`burst: ${USERS} users saving with no pause`, async () => {
      const out: number[] = [];
      await Promise.all(
        users.map(async (user) => {
          for (let r = 0; r < 15; r++) out.push(await save(user));
        }),
      );
      return out;
    });
    console.log(`budget p95 ${kind === "embedded" ? "50" : "20"} ms at ${USERS} concurrent users`);
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
}

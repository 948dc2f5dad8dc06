import { Worker } from "node:worker_threads";
import { buildBenchApp, createBigDeck, guest, ms, ORIGIN, openTarget, percentile } from "./fixtures";
import { rawSessionSaveRate } from "./raw-session-save";

const USERS = 20;

export interface LoadRequest {
  base: string;
  origin: string;
  cookies: string[];
  wordIds: number[];
  mode: "one-user" | "studying" | "burst";
  savesPerUser: number;
}

/** Runs one load in a worker thread and returns the clients' latencies. */
export function load(request: LoadRequest): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./session-save-load.mjs", import.meta.url), {
      workerData: request,
      execArgv: [],
    });
    worker.once("message", (message: { latencies?: number[]; error?: string }) => {
      void worker.terminate();
      if (message.latencies) resolve(message.latencies);
      else reject(new Error(message.error));
    });
    worker.once("error", reject);
  });
}

function summary(label: string, latencies: number[], server: number[], seconds: number) {
  latencies.sort((a, b) => a - b);
  server.sort((a, b) => a - b);
  return `${label}: ${latencies.length} saves, p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(percentile(latencies, 99))} (server time p50 ${ms(percentile(server, 50))}, p95 ${ms(percentile(server, 95))}), ${(latencies.length / seconds).toFixed(0)} saves/s`;
}

/**
 * Budget: a 20-word session saved in p95 ≤ 50 ms (embedded) / ≤ 20 ms (PostgreSQL) at 20
 * concurrent users. Three loads, sent from a worker thread (its own event loop, same 2 cores):
 *  - one user saving one session after another (the cost of a save on an idle server);
 *  - 20 users studying at once, each saving a session then pausing 1 s on average before the
 *    next (a real session lasts minutes, so this is far busier than 20 real learners);
 *  - a burst: 20 users saving back to back with no pause (the server's throughput limit).
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
    // A session is saved only for a deck in the learner's collection.
    for (const user of users) {
      await app.inject({
        method: "POST",
        url: "/api/me/decks",
        headers: { origin: ORIGIN, "content-type": "application/json", cookie: user.cookie },
        payload: { subDeckId: "bench-save" },
      });
    }
    const cookies = users.map((u) => u.cookie);
    const request = { base, origin: ORIGIN, cookies, wordIds };

    const measure = async (label: string, mode: LoadRequest["mode"], savesPerUser: number) => {
      serverTimes.length = 0;
      const started = performance.now();
      const latencies = await load({ ...request, mode, savesPerUser });
      const seconds = (performance.now() - started) / 1000;
      console.log(summary(`${label} (${kind})`, latencies, [...serverTimes], seconds));
      return { p95: percentile(latencies, 95), perSecond: latencies.length / seconds };
    };

    // Warm-up: every user's first save (prepared statements, caches, JIT).
    await load({ ...request, mode: "burst", savesPerUser: 1 });
    await measure("one user, saves back to back", "one-user", 60);
    const studying = await measure(`${USERS} users studying, ~1 s between one user's saves`, "studying", 15);
    const burst = await measure(`burst: ${USERS} users saving with no pause`, "burst", 15);
    // The same transaction shape as plain SQL, same database, same concurrency, same run.
    const raw = await rawSessionSaveRate(
      target.database,
      users.map((u) => u.id),
      "bench-save",
      wordIds,
      15,
    );
    console.log(
      `raw SQL, the same transaction shape (${kind}): ${raw.saves} saves, ${raw.perSecond.toFixed(0)} saves/s`,
    );
    console.log(`budget p95 ${kind === "embedded" ? "50" : "20"} ms at ${USERS} concurrent users`);
    const name = kind === "embedded" ? "embedded" : "postgres";
    console.log(
      `session-save ${name}: app ${burst.perSecond.toFixed(0)}/s, raw ${raw.perSecond.toFixed(0)}/s, app/raw ${((100 * burst.perSecond) / raw.perSecond).toFixed(1)} %, p95 ${USERS} users ${studying.p95.toFixed(1)} ms`,
    );
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
}

// The load generator of the session-save benchmark, run in a worker thread so that the clients'
// own work does not queue on the server's event loop. Plain JavaScript: a worker does not get the
// TypeScript loader of the main thread.
import { parentPort, workerData } from "node:worker_threads";

/** @typedef {import("./session-save").LoadRequest} LoadRequest */

const WORDS_PER_SESSION = 20;

/** A 20-word review session as the study screen sends it. */
/** @param {number[]} wordIds */
export function sessionBody(wordIds) {
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
/** @param {number} seed @param {number} meanMs */
function pauses(seed, meanMs) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return -Math.log(state / 2147483647) * meanMs;
  };
}

/** @param {LoadRequest} req @returns {Promise<number[]>} */
async function run(req) {
  let round = 0;
  /** @param {string} cookie */
  const save = async (cookie) => {
    const start = (round++ * WORDS_PER_SESSION) % (req.wordIds.length - WORDS_PER_SESSION);
    const body = JSON.stringify(sessionBody(req.wordIds.slice(start, start + WORDS_PER_SESSION)));
    const t = performance.now();
    const res = await fetch(`${req.base}/api/me/study-sessions`, {
      method: "POST",
      headers: { origin: req.origin, cookie, "content-type": "application/json" },
      body,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`save failed: ${res.status}`);
    return performance.now() - t;
  };
  /** @type {number[]} */
  const out = [];
  if (req.mode === "one-user") {
    for (let i = 0; i < req.savesPerUser; i++) out.push(await save(req.cookies[0]));
    return out;
  }
  await Promise.all(
    req.cookies.map(async (cookie, u) => {
      const pause = pauses(u + 7, 1000);
      for (let r = 0; r < req.savesPerUser; r++) {
        if (req.mode === "studying") await new Promise((resolve) => setTimeout(resolve, pause()));
        out.push(await save(cookie));
      }
    }),
  );
  return out;
}

if (parentPort) {
  run(workerData).then(
    (latencies) => parentPort?.postMessage({ latencies }),
    (error) => parentPort?.postMessage({ error: String(error) }),
  );
}

import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * A request older than this no longer holds background work back: a long download (a streamed export) or a
 * request whose end was never seen must not stop an import for good.
 */
const HOLDS_FOR_MS = 3_000;

const FORGOTTEN_AFTER_MS = 10 * 60_000;

/** How long background work waits at most before its next step, however busy the server is. */
const LONGEST_WAIT_MS = 250;

export interface RequestsInFlight {
  /**
   * Resolves when no learner's request is being answered (or after a short bound). Background work (an
   * import's statements, an export's pages) calls it between steps: on the embedded database every statement
   * waits its turn on one connection, so a request that arrives while an import writes would otherwise wait
   * behind one import statement per query it makes.
   */
  turn(): Promise<void>;
}

/** Counts the requests being answered, so that heavy background work gives way to them. */
export function trackRequestsInFlight(app: FastifyInstance, clock: () => number = () => performance.now()) {
  const started = new Map<FastifyRequest, number>();
  let waiters: (() => void)[] = [];
  const wake = () => {
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  const busy = () => {
    const now = clock();
    let holding = false;
    for (const [request, at] of started) {
      if (now - at < HOLDS_FOR_MS) holding = true;
      // An end never seen is forgotten in time, so the map cannot grow.
      else if (now - at > FORGOTTEN_AFTER_MS) started.delete(request);
    }
    return holding;
  };
  const end = (request: FastifyRequest) => {
    if (started.delete(request) && !busy()) wake();
  };
  app.addHook("onRequest", async (request) => {
    started.set(request, clock());
  });
  app.addHook("onResponse", async (request) => end(request));
  app.addHook("onRequestAbort", async (request) => end(request));
  return {
    turn: () =>
      new Promise<void>((resolve) => {
        // Always lets what is queued run first (the reason background work yields at all).
        setImmediate(() => {
          if (!busy()) return resolve();
          const timer = setTimeout(() => {
            waiters = waiters.filter((w) => w !== done);
            resolve();
          }, LONGEST_WAIT_MS);
          const done = () => {
            clearTimeout(timer);
            resolve();
          };
          waiters.push(done);
        });
      }),
  } satisfies RequestsInFlight;
}

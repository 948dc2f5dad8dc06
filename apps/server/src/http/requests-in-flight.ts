import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * A request older than this no longer holds background work back: a long download (a streamed export) or a
 * request whose end was never seen must not stop an import for good.
 */
const HOLDS_FOR_MS = 3_000;

/** An entry this old is a request whose end was never seen. */
const FORGOTTEN_AFTER_MS = 10 * 60_000;
/** Requests in flight at which old entries are looked for (far more than a server answers at once). */
const FORGET_CHECK_AT = 1_000;

/** How long background work waits at most before its next step, however busy the server is. */
const LONGEST_WAIT_MS = 250;

export interface RequestsInFlight {
  /**
   * Resolves when no learner's request is being answered (or after a short bound). Background work (an
   * import's writer) calls it between statements, and a streamed export between its pages (`self`: its own
   * request, which does not hold it back): on the embedded database every statement
   * waits its turn on one connection, so a request that arrives while an import writes would otherwise wait
   * behind one import statement per query it makes.
   */
  turn(self?: FastifyRequest): Promise<void>;
}

/** Counts the requests being answered, so that heavy background work gives way to them. */
export function trackRequestsInFlight(app: FastifyInstance, clock: () => number = () => performance.now()) {
  const started = new Map<FastifyRequest, number>();
  let waiters: { self?: FastifyRequest; done: () => void }[] = [];
  /** Wakes the waits no longer held back by another request. */
  const wakeWhenFree = () => {
    const ready = waiters.filter((waiter) => !busy(waiter.self));
    if (ready.length === 0) return;
    waiters = waiters.filter((waiter) => !ready.includes(waiter));
    for (const waiter of ready) waiter.done();
  };
  /** Some learner's request (other than `self`, the request the waiting work serves) is being answered. */
  const busy = (self?: FastifyRequest) => {
    const now = clock();
    for (const [request, at] of started) if (request !== self && now - at < HOLDS_FOR_MS) return true;
    return false;
  };
  /** An end never seen (it should not happen) is forgotten in time, so the map cannot grow. */
  const forgetOld = () => {
    const now = clock();
    for (const [request, at] of started) if (now - at > FORGOTTEN_AFTER_MS) started.delete(request);
  };
  const end = (request: FastifyRequest) => {
    // Only work to wake waits for the turn: most requests end with no import running.
    if (started.delete(request) && waiters.length > 0) wakeWhenFree();
  };
  app.addHook("onRequest", async (request) => {
    if (started.size >= FORGET_CHECK_AT) forgetOld();
    started.set(request, clock());
  });
  app.addHook("onResponse", async (request) => end(request));
  app.addHook("onRequestAbort", async (request) => end(request));
  return {
    turn: (self?: FastifyRequest) =>
      new Promise<void>((resolve) => {
        // Always lets what is queued run first (the reason background work yields at all).
        setImmediate(() => {
          if (!busy(self)) return resolve();
          const waiter = {
            self,
            done: () => {
              clearTimeout(timer);
              resolve();
            },
          };
          const timer = setTimeout(() => {
            waiters = waiters.filter((w) => w !== waiter);
            resolve();
          }, LONGEST_WAIT_MS);
          waiters.push(waiter);
        });
      }),
  } satisfies RequestsInFlight;
}

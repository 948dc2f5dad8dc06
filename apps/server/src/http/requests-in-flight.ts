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
   * import's writer) calls it between statements: on the embedded database every statement
   * waits its turn on one connection, so a request that arrives while an import writes would otherwise wait
   * behind one import statement per query it makes.
   */
  turn(): Promise<void>;
  /**
   * The request is background work from now on (a streamed download): it no longer holds other background
   * work back, and waits its own turns. Without it, three downloads would each wait on the other two.
   */
  becomesBackground(request: FastifyRequest): void;
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
    for (const at of started.values()) if (now - at < HOLDS_FOR_MS) return true;
    return false;
  };
  /** An end never seen (it should not happen) is forgotten in time, so the map cannot grow. */
  const forgetOld = () => {
    const now = clock();
    for (const [request, at] of started) if (now - at > FORGOTTEN_AFTER_MS) started.delete(request);
  };
  const end = (request: FastifyRequest) => {
    // Only work to wake waits for the turn: most requests end with no import running.
    if (started.delete(request) && waiters.length > 0 && !busy()) wake();
  };
  app.addHook("onRequest", async (request) => {
    if (started.size >= FORGET_CHECK_AT) forgetOld();
    started.set(request, clock());
  });
  app.addHook("onResponse", async (request) => end(request));
  app.addHook("onRequestAbort", async (request) => end(request));
  return {
    becomesBackground: end,
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

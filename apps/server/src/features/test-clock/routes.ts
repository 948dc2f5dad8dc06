import type { Clock } from "@app/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hiddenRoute } from "../../http/route-docs";
import { parseOrThrow } from "../../lib/parse";

export interface TestClock {
  clock: Clock;
  set(offsetMs: number): void;
  offset(): number;
}

/** The real time plus an offset that tests can move forward (e.g. to make words due). */
export function createTestClock(): TestClock {
  let offsetMs = 0;
  return {
    clock: () => new Date(Date.now() + offsetMs),
    set(ms) {
      offsetMs = ms;
    },
    offset: () => offsetMs,
  };
}

/**
 * Registered only when the server runs with NODE_ENV=test (see app.ts): production has no way
 * to move its clock.
 */
export function registerTestClockRoutes(app: FastifyInstance, testClock: TestClock): void {
  app.post("/api/test/clock", hiddenRoute, async (request) => {
    const { offsetMs } = parseOrThrow(
      z.object({
        offsetMs: z
          .number()
          .int()
          .min(0)
          .max(10 * 365 * 86_400_000),
      }),
      request.body,
    );
    testClock.set(offsetMs);
    return { offsetMs, now: testClock.clock().toISOString() };
  });
  app.get("/api/test/clock", hiddenRoute, async () => ({
    offsetMs: testClock.offset(),
    now: testClock.clock().toISOString(),
  }));
}

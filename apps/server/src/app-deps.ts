import type { Clock } from "@app/domain";
import type { FastifyServerOptions } from "fastify";
import type { BatchOptions } from "./db/batched-delete";
import type { Database } from "./db/database";
import type { RunForecast, RunPlanner } from "./features/exam-plans/run-planner";
import type { runOptimizer } from "./features/optimizer/run-optimizer";
import type { Mailer } from "./lib/mailer";

// Its own module: buildApp (app.ts) takes these and hands them to the feature routes (feature-routes.ts),
// which app.ts imports; declared in app.ts, the two files would import each other.

export interface AppDeps {
  database: Database;
  /** Overrides for tests; production builds them from the config. */
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
  /** "Now" for business rules (lockouts, throttles, days); tests pass a controllable one. */
  clock?: Clock;
  /** For tests: force espeak-ng off (or on). */
  espeak?: boolean;
  /** For tests of Cancel: a fit that stays open until it is stopped. */
  runOptimizer?: typeof runOptimizer;
  /** Works out exam plans (tests may plan on the main thread). */
  runPlanner?: RunPlanner;
  /** How the undo of failed imports deletes at a start (tests watch its batches). */
  importRecovery?: BatchOptions;
  /** How slowly an export may be read or an upload arrive before it is cut off (tests shorten it). */
  transferWatch?: { windowMs: number; minBytes: number };
  /** Works out a saved plan's forecast for its status. */
  runForecast?: RunForecast;
}

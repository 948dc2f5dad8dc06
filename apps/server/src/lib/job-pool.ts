import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { MessagePort } from "node:worker_threads";
import Piscina from "piscina";

/**
 * The server's heavy jobs (reading and planning an import, an exam plan or forecast, the optimizer's fits) run
 * in one pool of worker threads (piscina): threads are made when a job needs one, kept a minute for the next,
 * and replaced when one fails. Each kind still has its own bounds in front of the pool (reading slots, the
 * planner's queue, one optimization per learner); the pool's thread count is only the ceiling over them all.
 */

/** The jobs the worker file exports (`job-worker.mjs`), by name. */
export type JobName = "importPreview" | "importPlan" | "examPlan" | "examForecast" | "optimizerWarm" | "optimizerFits";

/**
 * Threads at most: a core's worth of plans and fits (the planner itself runs one core fewer than the machine
 * has) and the two imports being read at once. A job beyond them waits for a thread, its time limit running.
 */
export const JOB_THREADS = Math.max(4, os.availableParallelism() + 2);
/** A job's memory is bounded: a file that would need more fails alone, the server stays up. */
export const JOB_HEAP_MB = 384;
/**
 * Jobs run below the request thread's priority (a nice value this much higher): on a busy machine the
 * thread that answers every learner gets the CPU first, and a long import or plan takes the time left.
 */
export const JOB_NICE_INCREMENT = 10;
/** A thread idle this long ends (the next job starts one again). */
const IDLE_MS = 60_000;

/**
 * The worker file: beside this module in the bundle (`dist/`), one folder up among the sources (`src/lib/`).
 * Both read it as plain JavaScript; among the sources it registers the TypeScript loader itself.
 */
function workerFile(): string {
  const here = import.meta.dirname;
  const folder = path.basename(here) === "lib" ? path.dirname(here) : here;
  return pathToFileURL(path.join(folder, "job-worker.mjs")).href;
}

let pool: Piscina | null = null;

function jobPool(): Piscina {
  pool ??= new Piscina({
    filename: workerFile(),
    minThreads: 0,
    maxThreads: JOB_THREADS,
    idleTimeout: IDLE_MS,
    // None of the parent's flags: under `--import tsx` they would load the TypeScript loader twice.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: JOB_HEAP_MB },
    niceIncrement: JOB_NICE_INCREMENT,
  });
  return pool;
}

/** Why a job ended early: its time ran out (`timeout`) or it was stopped (`abort`). */
export class JobStopped extends Error {
  constructor(readonly reason: "timeout" | "abort") {
    super(reason === "timeout" ? "The job took too long" : "The job was stopped");
  }
}

export interface JobOptions {
  /** Stops the job: a waiting one never starts, a running one's thread is ended (native work included). */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Ports and buffers moved to the worker with the task. */
  transferList?: readonly (MessagePort | ArrayBuffer)[];
}

/**
 * Runs one job in the pool: its answer, or a failure when it throws, its thread ends (out of memory) or it is
 * stopped (`JobStopped`).
 */
export async function runJob<T>(name: JobName, task: unknown, options: JobOptions = {}): Promise<T> {
  const timeout = options.timeoutMs === undefined ? null : AbortSignal.timeout(options.timeoutMs);
  const signals = [options.signal, timeout].filter((s): s is AbortSignal => s !== undefined && s !== null);
  const signal = signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals);
  try {
    return (await jobPool().run(task, {
      name,
      ...(signal ? { signal } : {}),
      ...(options.transferList ? { transferList: [...options.transferList] } : {}),
    })) as T;
  } catch (error) {
    if (timeout?.aborted) throw new JobStopped("timeout");
    if (options.signal?.aborted) throw new JobStopped("abort");
    throw error;
  }
}

/** Ends every thread (the server is stopping); a later job starts the pool again. */
export async function closeJobPool(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}

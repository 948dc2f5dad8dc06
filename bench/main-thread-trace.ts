import type { CDPSession } from "@playwright/test";

/** One Chrome trace event, as the DevTools protocol reports it (times in µs). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event. */
  tdur?: number;
  args?: Record<string, unknown>;
}

// Tasks with their thread time, the DevTools timeline's breakdown, and performance.mark().
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"];

/** Records a trace of the browser while `run` drives the page, and returns its events. */
export async function traceWhile(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const onData = (data: { value: object[] }) => events.push(...(data.value as TraceEvent[]));
  cdp.on("Tracing.dataCollected", onData);
  await cdp.send("Tracing.start", { traceConfig: { includedCategories: CATEGORIES }, transferMode: "ReportEvents" });
  let failure: unknown = null;
  try {
    await run();
  } catch (error) {
    failure = error;
  }
  // A run that failed is reported as it failed, not as the trace it could not end (the page may be gone).
  try {
    const complete = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Tracing.end");
    await complete;
  } catch (error) {
    failure ??= error;
  } finally {
    cdp.off("Tracing.dataCollected", onData);
  }
  if (failure) throw failure;
  return events;
}

/** Main-thread cost of one step, in ms. */
export interface StepWork {
  /** CPU time the page's main thread spent on its tasks: the work itself, whatever else the machine runs. */
  cpu: number;
  /** Of which style and layout, and painting (prepaint, paint, layerize, commit to the compositor). */
  styleLayout: number;
  paint: number;
  /** Wall time those tasks took (more than `cpu` when the thread waits or the machine is busy). */
  busy: number;
  /** The longest single task, wall time. */
  longestTask: number;
}

const STYLE_LAYOUT = new Set(["UpdateLayoutTree", "Layout"]);
const PAINT = new Set(["PrePaint", "Paint", "Layerize", "Commit"]);

/** Thread time of the events not nested in another of them (sorted by start). */
function outermostCpu(events: readonly TraceEvent[]): number {
  let total = 0;
  let coveredUntil = -1;
  for (const e of events) {
    const end = e.ts + (e.dur ?? 0);
    if (end <= coveredUntil) continue;
    total += e.tdur ?? 0;
    coveredUntil = end;
  }
  return total;
}

/**
 * The main thread's work in each step: every task it ran from the one that handled the step's key
 * press (marked `${id}:start` there) to the one marked `${id}:${until}`, both whole (a frame's task
 * goes on to style, lay out and paint after its animation callbacks). The marks are made on the
 * page's main thread, which identifies it in the trace.
 */
export function mainThreadWork(
  events: readonly TraceEvent[],
  stepIds: readonly string[],
  until: string,
): Map<string, StepWork> {
  const marks = new Map<string, TraceEvent>();
  for (const e of events) if (e.cat.includes("blink.user_timing")) marks.set(e.name, e);
  const first = stepIds.map((id) => marks.get(`${id}:start`)).find((m) => m !== undefined);
  if (!first) throw new Error("the trace holds none of the steps' marks");
  const onMain = events
    .filter((e) => e.pid === first.pid && e.tid === first.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.name === "RunTask");

  const result = new Map<string, StepWork>();
  for (const id of stepIds) {
    const start = marks.get(`${id}:start`);
    const end = marks.get(`${id}:${until}`);
    if (!start || !end) continue;
    const from = tasks.findLast((t) => t.ts <= start.ts)?.ts ?? start.ts;
    const last = tasks.findLast((t) => t.ts <= end.ts);
    const endsAt = last && last.ts + (last.dur ?? 0) >= end.ts ? last.ts + (last.dur ?? 0) : end.ts;
    const inStep = (e: TraceEvent) => e.ts >= from && e.ts <= endsAt;
    const stepTasks = tasks.filter(inStep);
    const nested = onMain.filter(inStep);
    result.set(id, {
      cpu: stepTasks.reduce((sum, t) => sum + (t.tdur ?? 0), 0) / 1000,
      styleLayout: outermostCpu(nested.filter((e) => STYLE_LAYOUT.has(e.name))) / 1000,
      paint: outermostCpu(nested.filter((e) => PAINT.has(e.name))) / 1000,
      busy: stepTasks.reduce((sum, t) => sum + Math.min(t.ts + (t.dur ?? 0), endsAt) - t.ts, 0) / 1000,
      longestTask: stepTasks.reduce((max, t) => Math.max(max, t.dur ?? 0), 0) / 1000,
    });
  }
  return result;
}

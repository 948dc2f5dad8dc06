import fs from "node:fs";
import path from "node:path";
import { type Browser, type CDPSession, chromium, devices, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { startAppServer, stopAppServer } from "./app-server";
import { ms, percentile } from "./fixtures";
import { mainThreadWork, type StepWork, traceWhile } from "./main-thread-trace";

const DECK = "spanish-core-1";
// The Enter guard after a view appears is 200 ms; a learner reads the screen for longer anyway.
const PAUSE_MS = 250;

// A step that has not painted its view by then has gone somewhere the bench does not expect: it
// fails, naming what the page shows, rather than wait for ever.
const STEP_TIMEOUT_MS = 15_000;

type StepKind = "submit → feedback" | "Continue → rating card" | "rating → next card" | "Continue → next card";
const STEP_KINDS: StepKind[] = [
  "submit → feedback",
  "Continue → rating card",
  "rating → next card",
  "Continue → next card",
];
type View = "feedback" | "rating" | "card" | "overview";

interface Step {
  id: string;
  kind: StepKind;
  /** Key press to the next view painted, and to its animations' end, as the page saw them (ms). */
  painted: number;
  settled: number;
  /**
   * The browser's Event Timing of the key (its keydown, keypress and keyup): from the key to the
   * next frame presented after their handlers, in steps of 8 ms; null when under 16 ms, which the
   * browser does not report.
   */
  eventTiming: number | null;
}

/**
 * Runs in the page: `arm(id, views)` waits for the next key press (marking `${id}:start` in the
 * task that handles it), then for a frame showing one of `views` (marking `${id}:frame` in that
 * frame's animation callback, whose task goes on to paint it, and `${id}:painted` in a task queued
 * from that frame, so after its paint), then until its animations and transitions have ended
 * (marking `${id}:settled` after the next frame's paint). A string, so that the bundler of this
 * script adds nothing to it.
 */
const PROBE = `(() => {
  const legends = () => [...document.querySelectorAll("legend")].map((l) => l.textContent ?? "");
  const shows = {
    feedback: () => [...document.querySelectorAll("button")].some((b) => b.textContent.trim() === "Continue"),
    rating: () => legends().includes("How difficult was this word?"),
    card: () =>
      document.querySelector('input[placeholder="Type your answer"]') !== null ||
      legends().some((l) => /choose the|listen and choose/i.test(l)),
    overview: () => [...document.querySelectorAll("h1, h2")].some((h) => h.textContent === "Session Overview"),
  };
  // Finite animations and transitions still running (a looping one, like a spinner, never ends).
  const running = () =>
    document
      .getAnimations()
      .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity);
  const afterPaint = (then) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = then;
    channel.port2.postMessage(null);
  };
  // What the page shows, for a step that reached none of its views.
  const screen = () =>
    [...document.querySelectorAll("h1, h2, legend, button")]
      .map((e) => e.textContent.trim())
      .filter((t) => t.length > 0)
      .slice(0, 12)
      .join(" | ");
  // The Event Timing entries (durationThreshold 16, the least the browser allows) of the keys.
  const keyEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name.startsWith("key")) keyEvents.push(e);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
  const eventTiming = (input) => {
    const ofKey = keyEvents.filter((e) => e.startTime >= input && e.startTime < input + 1000);
    return ofKey.length === 0 ? null : Math.max(...ofKey.map((e) => e.startTime + e.duration - input));
  };
  window.__stepProbe = {
    arm(id, views, timeoutMs) {
      window.__stepProbe.done = new Promise((resolve) => {
        let input = 0;
        let reached = null;
        let painted = 0;
        // Waits on the animations themselves rather than polling each frame, which would make
        // the main thread render frames a compositor animation does not need.
        const settle = async () => {
          const deadline = input + 3000;
          for (let left = running(); left.length > 0 && performance.now() < deadline; left = running()) {
            const timeout = new Promise((r) => setTimeout(r, deadline - performance.now()));
            await Promise.race([Promise.all(left.map((a) => a.finished.catch(() => undefined))), timeout]);
          }
          requestAnimationFrame(() =>
            afterPaint(() => {
              performance.mark(id + ":settled");
              resolve({ reached, painted, settled: performance.now() - input, eventTiming: eventTiming(input) });
            }),
          );
        };
        const poll = () =>
          requestAnimationFrame(() => {
            reached = views.find((v) => shows[v]()) ?? null;
            if (!reached) {
              if (performance.now() - input < timeoutMs) return poll();
              return resolve({ reached, screen: screen() });
            }
            performance.mark(id + ":frame");
            afterPaint(() => {
              performance.mark(id + ":painted");
              painted = performance.now() - input;
              settle();
            });
          });
        addEventListener(
          "keydown",
          (event) => {
            input = event.timeStamp;
            performance.mark(id + ":start");
            poll();
          },
          { capture: true, once: true },
        );
      });
    },
  };
})();`;

let stepCount = 0;

/**
 * Presses `key` and measures until one of `views` is painted, as a step of the kind `kindOf` names
 * for the view reached. Returns the view reached; throws, naming what the page shows, when it
 * reaches none of them.
 */
async function measuredPress(
  page: Page,
  steps: Step[],
  kindOf: (reached: View) => StepKind,
  key: string,
  views: View[],
): Promise<View> {
  stepCount += 1;
  // Named after its key, so the trace reads well in the DevTools Performance panel.
  const id = `${views[0]}-${stepCount}`;
  await page.evaluate(`window.__stepProbe.arm(${JSON.stringify(id)}, ${JSON.stringify(views)}, ${STEP_TIMEOUT_MS})`);
  await page.keyboard.press(key);
  // The page's own deadline ends the step; this one only if the page stops answering altogether.
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`step ${stepCount}: the page did not answer`)), 2 * STEP_TIMEOUT_MS);
  });
  const result = (await Promise.race([page.evaluate("window.__stepProbe.done"), stalled]).finally(() =>
    clearTimeout(timer),
  )) as
    | { reached: View; painted: number; settled: number; eventTiming: number | null }
    | { reached: null; screen: string };
  if (result.reached === null) {
    throw new Error(
      `step ${stepCount} (${key}): none of ${views.join(", ")} after ${STEP_TIMEOUT_MS} ms; the page shows ${result.screen}`,
    );
  }
  steps.push({
    id,
    kind: kindOf(result.reached),
    painted: result.painted,
    settled: result.settled,
    eventTiming: result.eventTiming,
  });
  return result.reached;
}

interface DeckWord {
  originalWord: string;
  translation: string;
}

/**
 * One Learn New session, opened from the deck page: the 5 words presented, then every test
 * answered right, until the overview (then back to the deck page) or `budget` answers. MANUAL asks
 * for a rating only after a word's first answer; Continue after a later one goes straight to the
 * next card, or to the overview after the session's last answer.
 */
async function learnNewSession(page: Page, words: DeckWord[], steps: Step[], budget: number): Promise<number> {
  await page.getByRole("link", { name: "Learn New" }).click();
  // The learner uses the keyboard: the pointer rests in a corner, not over the changing views.
  await page.mouse.move(0, 0);
  for (let i = 1; i <= 5; i++) {
    await page.getByText(`New word ${i} of 5`).waitFor();
    await page.waitForTimeout(PAUSE_MS);
    await page.keyboard.press("Enter");
  }
  let answers = 0;
  while (answers < budget) {
    const typing = page.getByPlaceholder("Type your answer");
    const choices = page.getByRole("group", { name: /choose the|listen and choose/i });
    await typing.or(choices).waitFor();
    await page.waitForTimeout(PAUSE_MS);
    const prompt = (await page.getByTestId("study-prompt").textContent())?.trim() ?? "";
    const byOriginal = words.find((w) => w.originalWord === prompt);
    let key: string;
    if (await typing.isVisible()) {
      if (!byOriginal) throw new Error(`no word "${prompt}" in the deck`);
      await typing.fill(byOriginal.translation);
      key = "Enter";
    } else {
      const answer = byOriginal?.translation ?? words.find((w) => w.translation === prompt)?.originalWord;
      const labels = (await choices.getByRole("button").allTextContents()).map((t) => t.replace(/^\d/, "").trim());
      const pick = answer === undefined ? -1 : labels.indexOf(answer);
      if (pick < 0) throw new Error(`the answer to "${prompt}" is not among ${JSON.stringify(labels)}`);
      key = String(pick + 1);
    }
    await measuredPress(page, steps, () => "submit → feedback", key, ["feedback"]);
    answers += 1;
    await page.waitForTimeout(PAUSE_MS);
    let reached = await measuredPress(
      page,
      steps,
      (view) => (view === "rating" ? "Continue → rating card" : "Continue → next card"),
      "Enter",
      ["rating", "card", "overview"],
    );
    if (reached === "rating") {
      await page.waitForTimeout(PAUSE_MS);
      // Good.
      reached = await measuredPress(page, steps, () => "rating → next card", "3", ["card", "overview"]);
    }
    // The session's last step leads to the overview, which is not a card: not counted.
    if (reached === "overview") {
      steps.pop();
      await page.getByRole("link", { name: "Back to Deck" }).click();
      break;
    }
  }
  return answers;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => ms(percentile(sorted(values), 50));

function summary(values: number[]): string {
  const all = sorted(values);
  return `median ${ms(percentile(all, 50))}, p95 ${ms(percentile(all, 95))}, max ${ms(all.at(-1) ?? Number.NaN)}`;
}

interface StepFigures {
  /** Up to the end of the frame that paints the view. */
  toPaint: Map<string, StepWork>;
  /** Up to the first task queued from that frame: the paint, and any task queued before it. */
  toTaskAfterPaint: Map<string, StepWork>;
  toSettle: Map<string, StepWork>;
}

function report(label: string, steps: Step[], { toPaint, toTaskAfterPaint, toSettle }: StepFigures): void {
  console.log(`${label}:`);
  for (const kind of STEP_KINDS) {
    const ofKind = steps.filter(
      (s) => s.kind === kind && toPaint.has(s.id) && toTaskAfterPaint.has(s.id) && toSettle.has(s.id),
    );
    const painted = ofKind.map((s) => toPaint.get(s.id)!);
    const afterPaint = ofKind.map((s) => toTaskAfterPaint.get(s.id)!);
    const settled = ofKind.map((s) => toSettle.get(s.id)!);
    console.log(`  ${kind} (${ofKind.length} steps)`);
    console.log(`    main-thread work (CPU), key → view painted      ${summary(painted.map((x) => x.cpu))}`);
    console.log(
      `      medians: style + layout ${median(painted.map((x) => x.styleLayout))}, paint ${median(painted.map((x) => x.paint))}, longest task ${median(painted.map((x) => x.longestTask))}`,
    );
    console.log(`    main-thread work (CPU), key → next task after   ${summary(afterPaint.map((x) => x.cpu))}`);
    console.log(`    main-thread work (CPU), key → animations ended  ${summary(settled.map((x) => x.cpu))}`);
    console.log(`    wall time, key → view painted                    ${summary(ofKind.map((s) => s.painted))}`);
    console.log(`    wall time, key → animations ended                ${summary(ofKind.map((s) => s.settled))}`);
    const timed = ofKind.map((s) => s.eventTiming).filter((t) => t !== null);
    console.log(
      `    Event Timing, key → next frame presented         ${timed.length > 0 ? summary(timed) : "—"} (${ofKind.length - timed.length} of ${ofKind.length} under 16 ms, not reported)`,
    );
  }
}

/**
 * The budget's figure in one line: main-thread work from the answer's key to the end of the frame
 * that paints its feedback (the handlers, React's render, style, layout and paint), at 4× CPU.
 */
function answerToFeedback(cpuRate: number, steps: Step[], { toPaint }: StepFigures): void {
  const work = sorted(
    steps.filter((s) => s.kind === "submit → feedback" && toPaint.has(s.id)).map((s) => toPaint.get(s.id)!.cpu),
  );
  console.log(
    `answer → feedback at ${cpuRate}× CPU: p50 ${ms(percentile(work, 50))}, p95 ${ms(percentile(work, 95))} (${work.length} answers)`,
  );
}

/** Measures one configuration: Learn New sessions until `answers` answers, traced. */
async function measureRun(page: Page, cdp: CDPSession, words: DeckWord[], answers: number, cpuRate: number) {
  const dir = process.env.BENCH_PROFILE_DIR;
  const traceDir = dir ?? process.env.BENCH_TRACE_DIR;
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  const steps: Step[] = [];
  // Within the app from here on, as a learner goes from session to session (the profiler's
  // samples would not survive a page load either).
  await page.goto(`/decks/${DECK}`);
  const events = await traceWhile(cdp, async () => {
    if (dir) {
      await cdp.send("Profiler.enable");
      await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
      await cdp.send("Profiler.start");
    }
    let done = 0;
    while (done < answers) done += await learnNewSession(page, words, steps, answers - done);
    if (dir) {
      // Opens in the DevTools Performance panel, as does the trace: where the time goes.
      const { profile } = await cdp.send("Profiler.stop");
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `study-cpu${cpuRate}x.cpuprofile`), JSON.stringify(profile));
    }
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  if (dir) {
    fs.writeFileSync(path.join(dir, `study-cpu${cpuRate}x.trace.json`), JSON.stringify({ traceEvents: events }));
    console.log(`trace and CPU profile written to ${dir} (the profiler's sampling adds to the figures)`);
  } else if (traceDir) {
    fs.mkdirSync(traceDir, { recursive: true });
    fs.writeFileSync(path.join(traceDir, `study-cpu${cpuRate}x.trace.json`), JSON.stringify({ traceEvents: events }));
    console.log(`trace written to ${traceDir}`);
  }
  const ids = steps.map((s) => s.id);
  const figures: StepFigures = {
    toPaint: mainThreadWork(events, ids, "frame"),
    toTaskAfterPaint: mainThreadWork(events, ids, "painted"),
    toSettle: mainThreadWork(events, ids, "settled"),
  };
  return { steps, figures };
}

/**
 * Budgets: answer → feedback ≤ 35 ms of main-thread work at 4× CPU, p95; a step to the next card
 * ≤ 50 ms. A guest studies Learn New (MANUAL: feedback, then the difficulty card after a word's first
 * answer, then the next card) in Debian's Chromium on a desktop viewport, then again with the CPU
 * slowed 4× like a mid-range phone. Each step is timed from its key press to the paint of the view
 * it leads to, and on to the end of that view's animations (a transition still runs frames after
 * the paint). Its work is the CPU time of the page's main thread over that span, read from a trace.
 * Unslowed, it hardly grows when other processes share the machine; slowed, it does: Chromium slows
 * the thread down by making it spin three times as long as it ran, counted in wall time, so time
 * the thread spent waiting for a busy machine's CPU is tripled into CPU time too. Compare 4× figures
 * of runs made back to back, at the same load.
 *
 * BENCH_ANSWERS (default 40, at least 30) answers per run; BENCH_CPU_RATES (default "1,4") the
 * CPU slowdowns run, in order; BENCH_PORT (default 3901);
 * BENCH_PROFILE_DIR saves each run's trace and CPU profile for the DevTools Performance panel
 * (build with `vite build --minify false` and point WEB_DIST_DIR at it to read component names);
 * BENCH_TRACE_DIR the trace alone, whose figures the profiler's sampling does not inflate.
 */
export async function measureStudyMainThread(): Promise<void> {
  const answers = Math.max(30, Number(process.env.BENCH_ANSWERS ?? 40));
  const port = Number(process.env.BENCH_PORT ?? 3901);
  const cpuRates = (process.env.BENCH_CPU_RATES ?? "1,4").split(",").map(Number);
  const server = await startAppServer(port);
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({
      ...devices["Desktop Chrome"],
      baseURL: `http://localhost:${port}`,
    });
    await context.addInitScript(PROBE);
    const page = await context.newPage();
    page.on("crash", () => console.log("  the page crashed"));
    page.on("close", () => console.log(`  the page closed after ${stepCount} steps at ${page.url()}`));
    page.on("console", (m) => (m.type() === "error" ? console.log(`  console: ${m.text()}`) : undefined));
    // A guest, the way a visitor starts: TRY IT NOW.
    await page.goto("/");
    await page.getByRole("button", { name: "TRY IT NOW" }).click();
    await page.waitForURL(/\/home(\?|$)/);
    const added = await page.request.post("/api/me/decks", {
      data: { subDeckId: DECK },
      headers: { origin: `http://localhost:${port}` },
    });
    if (added.status() !== 201) throw new Error(`adding ${DECK}: ${added.status()}`);
    const listed = await page.request.get(`/api/sub-decks/${DECK}/words?offset=0&limit=1000`);
    const words = ((await listed.json()) as { items: DeckWord[] }).items;
    const cdp = await context.newCDPSession(page);

    const viewport = devices["Desktop Chrome"].viewport;
    const size = `${viewport.width}×${viewport.height}`;
    const runs = [];
    for (const cpuRate of cpuRates) {
      const { steps, figures } = await measureRun(page, cdp, words, answers, cpuRate);
      report(`desktop ${size}${cpuRate > 1 ? `, CPU slowed ${cpuRate}×` : ""}`, steps, figures);
      runs.push({ cpuRate, steps, figures });
    }
    console.log(
      "\nMain-thread CPU time from the task handling the key (keydown of a typed answer's Enter, or an option's digit) to the end of the frame that paints the feedback: handlers, React's render and effects, style, layout, paint (trace events).",
    );
    for (const { cpuRate, steps, figures } of runs) answerToFeedback(cpuRate, steps, figures);
  } finally {
    await browser?.close();
    await stopAppServer(server);
  }
}

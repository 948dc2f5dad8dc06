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

type StepKind = "submit → feedback" | "Continue → rating card" | "rating → next card";
const STEP_KINDS: StepKind[] = ["submit → feedback", "Continue → rating card", "rating → next card"];
type View = "feedback" | "rating" | "card" | "overview";

interface Step {
  id: string;
  kind: StepKind;
  /** Key press to the next view painted, and to its animations' end, as the page saw them (ms). */
  painted: number;
  settled: number;
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
  window.__stepProbe = {
    arm(id, views) {
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
              resolve({ reached, painted, settled: performance.now() - input });
            }),
          );
        };
        const poll = () =>
          requestAnimationFrame(() => {
            reached = views.find((v) => shows[v]()) ?? null;
            if (!reached) return poll();
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

/** Presses `key` and measures until one of `views` is painted. Returns the view reached. */
async function measuredPress(page: Page, steps: Step[], kind: StepKind, key: string, views: View[]): Promise<View> {
  stepCount += 1;
  // Named after its key, so the trace reads well in the DevTools Performance panel.
  const id = `${views[0]}-${stepCount}`;
  await page.evaluate(`window.__stepProbe.arm(${JSON.stringify(id)}, ${JSON.stringify(views)})`);
  await page.keyboard.press(key);
  const result = (await page.evaluate("window.__stepProbe.done")) as {
    reached: View;
    painted: number;
    settled: number;
  };
  steps.push({ id, kind, painted: result.painted, settled: result.settled });
  return result.reached;
}

interface DeckWord {
  originalWord: string;
  translation: string;
}

/**
 * One Learn New session, opened from the deck page: the 5 words presented, then every test
 * answered right, until the overview (then back to the deck page) or `budget` answers.
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
    await measuredPress(page, steps, "submit → feedback", key, ["feedback"]);
    answers += 1;
    await page.waitForTimeout(PAUSE_MS);
    await measuredPress(page, steps, "Continue → rating card", "Enter", ["rating"]);
    await page.waitForTimeout(PAUSE_MS);
    // Good. The session's last rating leads to the overview, which is not a card: not counted.
    const reached = await measuredPress(page, steps, "rating → next card", "3", ["card", "overview"]);
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
  }
}

/** Measures one configuration: Learn New sessions until `answers` answers, traced. */
async function measureRun(page: Page, cdp: CDPSession, words: DeckWord[], answers: number, cpuRate: number) {
  const dir = process.env.BENCH_PROFILE_DIR;
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
 * Budget: study screen answer → next card ≤ 50 ms of main-thread work. A guest studies Learn New
 * (MANUAL: feedback, then the difficulty card, then the next card) in Debian's Chromium on a
 * desktop viewport, then again with the CPU slowed 4× like a mid-range phone. Each step is timed
 * from its key press to the paint of the view it leads to, and on to the end of that view's
 * animations (a transition still runs frames after the paint). Its work is the CPU time of the
 * page's main thread over that span, read from a trace: unlike wall time it does not grow when
 * other processes share the machine (the 4× slowdown itself is CPU time, spent by Chromium).
 *
 * BENCH_ANSWERS (default 40, at least 30) answers per run; BENCH_PORT (default 3901);
 * BENCH_PROFILE_DIR saves each run's trace and CPU profile for the DevTools Performance panel
 * (build with `vite build --minify false` and point WEB_DIST_DIR at it to read component names).
 */
export async function measureStudyMainThread(): Promise<void> {
  const answers = Math.max(30, Number(process.env.BENCH_ANSWERS ?? 40));
  const port = Number(process.env.BENCH_PORT ?? 3901);
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
    for (const cpuRate of [1, 4]) {
      const { steps, figures } = await measureRun(page, cdp, words, answers, cpuRate);
      report(`desktop ${size}${cpuRate > 1 ? `, CPU slowed ${cpuRate}×` : ""}`, steps, figures);
    }
  } finally {
    await browser?.close();
    await stopAppServer(server);
  }
}

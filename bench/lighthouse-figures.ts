import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, generateReport, type Result } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { startAppServer, stopAppServer } from "./app-server";

const DECK = "spanish-core-1";
const TARGET = 0.95;

interface PageToAudit {
  /** How the page is named in the figures. */
  label: string;
  path: string;
  signedIn: boolean;
}

const PAGES: PageToAudit[] = [
  { label: "/", path: "/", signedIn: false },
  { label: "/home", path: "/home", signedIn: true },
  { label: "deck", path: `/decks/${DECK}`, signedIn: true },
  { label: "study", path: `/study/learn-new/${DECK}`, signedIn: true },
];

interface RunFigures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  benchmarkIndex: number;
}

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A guest (TRY IT NOW's account) with DECK in their collection, through the HTTP API: their session cookie. */
async function guestWithDeck(port: number): Promise<string> {
  const base = `http://127.0.0.1:${port}`;
  const json = { origin: `http://localhost:${port}`, "content-type": "application/json" };
  const signIn = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST", headers: json, body: "{}" });
  if (!signIn.ok) throw new Error(`guest sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .join("; ");
  const added = await fetch(`${base}/api/me/decks`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ subDeckId: DECK }),
  });
  if (added.status !== 201) throw new Error(`adding ${DECK}: ${added.status}`);
  return cookie;
}

/** One Lighthouse run in a fresh Chromium (its own profile, as the Lighthouse CLI does). */
async function audit(url: string, cookie: string | null): Promise<Result> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === "--headless" ? "--headless=new" : flag)),
    logLevel: "error",
  });
  try {
    const flags: Flags = {
      port: chrome.port,
      logLevel: "error",
      output: "json",
      onlyCategories: ["performance"],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    };
    // No config: Lighthouse's default, a Moto G Power emulated with simulated throttling.
    const result = await lighthouse(url, flags);
    if (!result) throw new Error("Lighthouse returned no result");
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

function figuresOf(lhr: Result, expectedPath: string): RunFigures {
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  // A signed-in page that sent the browser back to the landing page would measure the wrong screen.
  if (landed !== expectedPath) throw new Error(`ended on ${landed}, not ${expectedPath}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error("no performance score");
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score,
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    fcp: value("first-contentful-paint"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function pageLine(label: string, runs: RunFigures[]): string {
  const of = (key: keyof RunFigures) => median(runs.map((r) => r[key]));
  const scores = runs.map((r) => r.score);
  const range = `${Math.min(...scores).toFixed(2)}–${Math.max(...scores).toFixed(2)}`;
  return (
    `lighthouse ${label}: performance ${of("score").toFixed(2)} (${range}), LCP ${seconds(of("lcp"))}, ` +
    `TBT ${Math.round(of("tbt"))} ms, CLS ${of("cls").toFixed(2)}, FCP ${seconds(of("fcp"))}`
  );
}

/**
 * Lighthouse's performance score (target ≥ 0.95) for the landing page signed out, and for /home, a
 * deck page and a Learn New session as a guest with a deck in their collection. Lighthouse's
 * default mobile run: a Moto G Power emulated, with simulated throttling (slow 4G, CPU 4× slower),
 * in Debian's Chromium. The app is the built one `npm start` serves (rebuilt if its sources
 * changed), on a free port with a fresh embedded database. Each page is run BENCH_LIGHTHOUSE_RUNS
 * times (default 2), pages in turn; a page's line gives the medians and the range of its scores.
 * The simulation scales the page's measured main-thread work, so a busy machine raises TBT and lowers the
 * score: `benchmarkIndex` is Lighthouse's own reading of the machine's speed.
 *
 * BENCH_LIGHTHOUSE_DIR saves every run's report (JSON, and HTML to open in a browser): the
 * opportunities and diagnostics behind a score.
 */
export async function measureLighthouse(): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 2));
  const reportDir = process.env.BENCH_LIGHTHOUSE_DIR;
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const server = await startAppServer(port);
  try {
    const cookie = await guestWithDeck(port);
    const figures = new Map<string, RunFigures[]>(PAGES.map((p) => [p.label, []]));
    let versions = "";
    for (let run = 1; run <= runs; run++) {
      for (const page of PAGES) {
        // A run can fail on its own (a trace Lighthouse cannot read, such as NO_NAVSTART): once more.
        for (let attempt = 1; attempt <= 2; attempt++) {
          try {
            const lhr = await audit(`http://localhost:${port}${page.path}`, page.signedIn ? cookie : null);
            versions ||= `Lighthouse ${lhr.lighthouseVersion}, ${lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]}`;
            if (reportDir) {
              fs.mkdirSync(reportDir, { recursive: true });
              const name = `${page.label.replace(/^\/$/, "landing").replace(/^\//, "")}-${run}`;
              fs.writeFileSync(path.join(reportDir, `${name}.report.json`), JSON.stringify(lhr));
              fs.writeFileSync(path.join(reportDir, `${name}.report.html`), generateReport(lhr, "html"));
            }
            figures.get(page.label)!.push(figuresOf(lhr, page.path));
            break;
          } catch (error) {
            const again = attempt === 1 ? ", once more" : "";
            console.log(`lighthouse ${page.label}: run ${run} failed${again}: ${(error as Error).message}`);
          }
        }
      }
    }
    const all = [...figures.values()].flat();
    if (all.length > 0) {
      const indexes = all.map((r) => Math.round(r.benchmarkIndex));
      console.log(
        `${versions}; benchmarkIndex ${Math.min(...indexes)}–${Math.max(...indexes)} (the machine's speed as Lighthouse reads it)`,
      );
    }
    const medians: number[] = [];
    for (const page of PAGES) {
      const pageRuns = figures.get(page.label)!;
      if (pageRuns.length === 0) {
        console.log(`lighthouse ${page.label}: no result`);
        continue;
      }
      console.log(pageLine(page.label, pageRuns));
      medians.push(median(pageRuns.map((r) => r.score)));
    }
    const worst = medians.length > 0 ? Math.min(...medians).toFixed(2) : "none";
    console.log(`lighthouse: worst ${worst} (${PAGES.map((p) => p.label).join(", ")}), target ${TARGET}`);
    if (reportDir) console.log(`reports written to ${reportDir}`);
  } finally {
    await stopAppServer(server);
  }
}

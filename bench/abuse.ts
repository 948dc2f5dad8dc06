import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { linkPath, readOutbox } from "../apps/server/test/test-app";
import { ATTACKS, type Attack, importPackage, SCALE } from "./abuse-attacks";

/**
 * `npm run bench -- abuse`: a real server (embedded database) while one learner studies (their deck list
 * every 100 ms) and another replays an attack. One line per attack: what the learner saw meanwhile (p95 and
 * slowest answer), whether the server still answered, and how much its memory grew.
 * `npm run bench -- abuse planner-flood baseline` runs only the attacks named, in the bench's order;
 * `ABUSE_SAMPLES=file` appends every answer's start (ms into the attack) and time to the file.
 */

const root = path.resolve(import.meta.dirname, "..");

export interface Server {
  port: number;
  child: ChildProcess;
  dataDir: string;
  origin: string;
  /** A request with our origin and `cookie`. */
  call(url: string, init?: RequestInit & { cookie?: string }): Promise<Response>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * With `ABUSE_POSTGRES=postgres://user@host:port` the server runs on PostgreSQL: a fresh database made for the
 * run (with `createdb`, so the PostgreSQL client tools must be installed); otherwise on the embedded one.
 */
function databaseUrl(): string {
  const server = process.env.ABUSE_POSTGRES;
  if (!server) return "";
  const url = new URL(server);
  const name = `lexistep_abuse_${process.pid}_${Date.now()}`;
  const made = spawnSync("createdb", [
    "-h",
    url.hostname,
    "-p",
    url.port || "5432",
    "-U",
    url.username || "postgres",
    name,
  ]);
  if (made.status !== 0) throw new Error(`createdb failed: ${made.stderr}`);
  url.pathname = `/${name}`;
  return url.toString();
}

async function startServer(): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-abuse-"));
  const web = path.join(dataDir, "web");
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, "index.html"), "<!doctype html><title>Lexistep</title>");
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...{ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: path.join(dataDir, "data"), PUBLIC_URL: origin },
      ...{ WEB_DIST_DIR: web, CAPTCHA: "off", NODE_ENV: "test", DATABASE_URL: databaseUrl(), LOG_LEVEL: "warn" },
    },
  });
  const call = (url: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`http://127.0.0.1:${port}${url}`, {
      ...init,
      redirect: "manual",
      headers: { origin, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers ?? {}) },
    });
  const server = { port, child, dataDir, origin, call };
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (await answers(server)) return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not answer within 180 s");
}

async function answers(server: Server, timeoutMs = 5000): Promise<boolean> {
  try {
    return (await server.call("/api/health", { signal: AbortSignal.timeout(timeoutMs) })).ok;
  } catch {
    return false;
  }
}

let accounts = 0;
/** A registered, verified learner on the server: their cookie. */
export async function signUp(server: Server): Promise<string> {
  accounts++;
  const email = `abuse${accounts}@example.org`;
  const password = "Lexistep-Abuse-42!";
  const res = await server.call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", "x-device-key": `abuse-device-${accounts}` },
    body: JSON.stringify({ username: `abuse${accounts}`, email, password, confirmPassword: password }),
  });
  if (res.status !== 200) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const mails = readOutbox(path.join(server.dataDir, "data"));
  const link = mails.find((m) => m.to === email)?.links.find((l) => l.includes("/verify-email"));
  const verify = await server.call(linkPath(link!));
  return verify.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
};

/** The studying learner's answers by the attack's phases (`phase`), when it names any: p95 and how many. */
function byPhase(samples: [number, number][], phases: [number, string][]): string {
  if (phases.length < 2) return "";
  const parts = phases.map(([from, label], i) => {
    const to = phases[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    const times = samples.filter(([at]) => at >= from && at < to).map(([, ms]) => ms);
    return `p95 ${Math.round(p95(times))} ms ${label} (${times.length} answers)`;
  });
  return `; the learner's deck list: ${parts.join(", ")}`;
}

/**
 * Samples the studying learner's deck list every 100 ms (and the server's RSS) while `work` runs; `work` may
 * name its phases (`phase("while …")`), and the note then gives the learner's answers in each.
 */
export async function whileStudying(
  server: Server,
  cookie: string,
  work: (phase: (label: string) => void) => Promise<string>,
) {
  const times: number[] = [];
  /** Each answer's start (ms after the attack began) and time, for `ABUSE_SAMPLES`. */
  const samples: [number, number][] = [];
  const rssStart = rssMb(server.child.pid!);
  let rssPeak = rssStart;
  let stop = false;
  const begun = performance.now();
  const sampler = (async () => {
    while (!stop) {
      const started = performance.now();
      await server.call("/api/me/decks", { cookie, signal: AbortSignal.timeout(600_000) }).catch(() => null);
      times.push(performance.now() - started);
      samples.push([Math.round(started - begun), Math.round(performance.now() - started)]);
      rssPeak = Math.max(rssPeak, rssMb(server.child.pid!));
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const phases: [number, string][] = [];
  const note = await work((label) => phases.push([Math.round(performance.now() - begun), label]));
  stop = true;
  await sampler;
  if (process.env.ABUSE_SAMPLES) {
    const lines = samples.map(([at, ms]) => `${at}\t${ms}`).join("\n");
    fs.appendFileSync(process.env.ABUSE_SAMPLES, `# ${note}\n${lines}\n`);
  }
  return {
    note: `${note}${byPhase(samples, phases)}`,
    p95: Math.round(p95(times)),
    max: Math.round(Math.max(0, ...times)),
    rss: rssPeak - rssStart,
  };
}

/** The attacks named on the command line (after `abuse`), or all of them; an unknown name is an error. */
function chosenAttacks(): Attack[] {
  const named = (attack: Attack, arg: string) => attack.name === arg || attack.name.includes(`(${arg})`);
  const args = process.argv.slice(2).filter((arg) => arg !== "abuse");
  const unknown = args.filter((arg) => !ATTACKS.some((attack) => named(attack, arg)));
  if (unknown.length > 0) {
    const known = ATTACKS.map((a) => a.name.replace(/^.*\((.*)\)$/, "$1")).join(", ");
    throw new Error(`unknown attack ${unknown.join(", ")}: choose from ${known}`);
  }
  return args.length === 0 ? ATTACKS : ATTACKS.filter((attack) => args.some((arg) => named(attack, arg)));
}

export async function measureAbuse(): Promise<void> {
  const attacks = chosenAttacks();
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log(`  ${os.availableParallelism()} cores, load average ${load.join(" ")} at the start`);
  const server = await startServer();
  try {
    const studier = await signUp(server);
    await importPackage(server, studier, SCALE);
    for (const attack of attacks) {
      const prepared = await attack.prepare(server, studier);
      const run = await whileStudying(server, studier, prepared);
      const up = (await answers(server)) ? "yes" : "no";
      // The summary line in the exact shape the reliability budget is read against; what happened, on the next line.
      console.log(
        `abuse ${attack.name}: others p95 ${run.p95} ms, max ${run.max} ms, server up ${up}, RSS +${Math.round(run.rss)} MB`,
      );
      console.log(`  ${run.note}`);
    }
  } finally {
    const exited = new Promise((r) => server.child.once("exit", r));
    server.child.kill("SIGTERM");
    await exited;
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

/**
 * `npm run bench -- save-profile`: where a session save's time goes, on PostgreSQL (the database in its own
 * process, so what the profile shows is the app's own CPU). 20 guests each save 15 twenty-word review sessions
 * through `app.inject` (no sockets) while the V8 profiler samples; the profile is written to
 * `bench/results/save-profile.cpuprofile` (open it in Chrome DevTools' Performance tab for the flame graph),
 * and its self time is printed by who spends it: our code by folder, each library by package.
 */
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import path from "node:path";
import { buildBenchApp, createBigDeck, guest, ORIGIN, openTarget } from "./fixtures";
import { sessionBody } from "./session-save-load.mjs";

const USERS = 20;
const ROUNDS = 15;
const WORDS = 20;

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Who a frame belongs to: a package from node_modules, our source folder, Node itself, or V8's own work. */
function owner(url: string, name: string): string {
  if (!url) return name === "(garbage collector)" ? "garbage collection" : name === "(idle)" ? "idle" : "V8 / native";
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith("node:")) return "node core";
  const ours = /\/(apps\/server\/src|packages\/[^/]+\/src)\/([^/]+)/.exec(url);
  if (ours) return `${ours[1]}/${ours[2]}`;
  return "other";
}

function selfTimeByOwner(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    if (!node) return;
    const who = owner(node.callFrame.url, node.callFrame.functionName);
    totals.set(who, (totals.get(who) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

export async function measureSaveProfile(): Promise<void> {
  const target = await openTarget("postgres");
  if (!target) {
    console.log("save-profile: no PostgreSQL answers (set DATABASE_URL) — skipped");
    return;
  }
  const app = await buildBenchApp(target);
  const wordIds = await createBigDeck(target.database, "bench-save", 400);
  const users = await Promise.all(Array.from({ length: USERS }, () => guest(app)));
  const headers = (cookie: string) => ({ origin: ORIGIN, "content-type": "application/json", cookie });
  for (const user of users)
    await app.inject({
      method: "POST",
      url: "/api/me/decks",
      headers: headers(user.cookie),
      payload: { subDeckId: "bench-save" },
    });
  const save = (cookie: string, round: number) => {
    const start = (round * WORDS) % (wordIds.length - WORDS);
    return app.inject({
      method: "POST",
      url: "/api/me/study-sessions",
      headers: headers(cookie),
      payload: sessionBody(wordIds.slice(start, start + WORDS)),
    });
  };
  // Warm-up: prepared statements, caches and the JIT.
  await Promise.all(users.map((u) => save(u.cookie, 0)));

  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const started = performance.now();
  await Promise.all(
    users.map(async (u, i) => {
      for (let r = 1; r <= ROUNDS; r++) {
        const res = await save(u.cookie, i * ROUNDS + r);
        if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
      }
    }),
  );
  const wallMs = performance.now() - started;
  const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
  session.disconnect();

  const out = path.join("bench", "results", "save-profile.cpuprofile");
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(profile));
  const totals = selfTimeByOwner(profile);
  const busy = [...totals].filter(([who]) => who !== "idle").reduce((sum, [, t]) => sum + t, 0);
  const saves = USERS * ROUNDS;
  console.log(
    `save-profile postgres: ${saves} saves in ${(wallMs / 1000).toFixed(1)} s (${(saves / (wallMs / 1000)).toFixed(0)}/s), app CPU ${(busy / saves).toFixed(2)} ms a save, idle (waiting for the database) ${(((totals.get("idle") ?? 0) / wallMs) * 100).toFixed(0)} % of the time`,
  );
  for (const [who, t] of [...totals]
    .filter(([w]) => w !== "idle")
    .sort((a, b) => b[1] - a[1])
    .slice(0, 18))
    console.log(
      `  ${who.padEnd(40)} ${((t / busy) * 100).toFixed(1).padStart(5)} %  ${(t / saves).toFixed(3)} ms a save`,
    );
  console.log(`  profile: ${out}`);
  await app.close();
  await target.database.close();
  await target.cleanup();
}

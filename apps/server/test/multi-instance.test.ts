import fs from "node:fs";
import path from "node:path";
import { learnedWord } from "@app/domain/test-support/session";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awayFromMinuteEnd, type Call, callInstance, signedUpAndIn } from "./multi-instance/client";
import { type Cluster, haproxyAvailable, startCluster } from "./multi-instance/cluster";
import { knownWordsSession, sessionSave } from "./session-saves";

/**
 * Several stateless app instances on one PostgreSQL behind a reverse proxy (haproxy, started here on
 * loopback): every rule that must hold across instances is tried with 20 parallel requests split over
 * two instances, and what was accepted is counted. Runs in the PostgreSQL suite (`npm run test:pg`);
 * `.ci/run` installs haproxy from Debian's packages.
 */

const baseDatabaseUrl = process.env.DATABASE_URL;
const runnable = Boolean(baseDatabaseUrl) && haproxyAvailable();
if (baseDatabaseUrl && !runnable) console.warn("multi-instance tests skipped: no haproxy on the PATH");

const PASSWORD = "quiet-harbor-7";
let cluster: Cluster;
let sql: pg.Client;

beforeAll(async () => {
  if (!runnable) return;
  cluster = await startCluster({ baseDatabaseUrl: baseDatabaseUrl!, instances: 2 });
  sql = new pg.Client({ connectionString: cluster.databaseUrl });
  await sql.connect();
}, 180_000);
afterAll(async () => {
  await sql?.end();
  await cluster?.stop();
}, 60_000);

const call = (base: string, url: string, options: Call = {}) => callInstance(cluster.publicUrl, base, url, options);
/** A sign-in with e-mail and password on `base`, from the address, device and cookie in `from`. */
const signIn = (base: string, email: string, password: string, from: Omit<Call, "method" | "body"> = {}) =>
  call(base, "/api/auth/sign-in/email", { method: "POST", ...from, body: { email, password } });

const a = () => cluster.instances[0]!.url;
const b = () => cluster.instances[1]!.url;
/** The i-th of a batch of parallel requests goes to instance A or B in turn. */
const split = (i: number) => (i % 2 === 0 ? a() : b());

let userCounter = 0;
async function registeredUser(base = a()) {
  userCounter += 1;
  return signedUpAndIn(call, base, userCounter, PASSWORD);
}

/** The first starter deck (by id, not a writing deck) and the ids of its first five words. */
async function firstDeckWords() {
  const deck = await sql.query("SELECT id FROM sub_decks WHERE is_writing_deck = false ORDER BY id LIMIT 1");
  const subDeckId = deck.rows[0].id as string;
  const ids = (
    await sql.query('SELECT id FROM words WHERE sub_deck_id = $1 ORDER BY "order" LIMIT 5', [subDeckId])
  ).rows.map((r) => r.id as number);
  return { subDeckId, ids };
}

describe.skipIf(!runnable)("two instances behind a proxy on one PostgreSQL", () => {
  it("started together, they migrated once and loaded the starter decks once", async () => {
    const files = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, "../src/db/migrations/meta/_journal.json"), "utf8"),
    ).entries.length;
    const applied = await sql.query("SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations");
    expect(applied.rows[0].n).toBe(files);
    const dupes = await sql.query(
      "SELECT count(*)::int AS n FROM (SELECT sub_deck_id, key FROM words GROUP BY 1, 2 HAVING count(*) > 1) d",
    );
    expect(dupes.rows[0].n).toBe(0);
    const decks = await sql.query("SELECT count(*)::int AS n FROM sub_decks");
    expect(decks.rows[0].n).toBeGreaterThan(0);
  });

  it("a session made on one instance is valid on the other, and through the proxy", async () => {
    const user = await registeredUser(a());
    const onB = await call(b(), "/api/auth/get-session", { cookie: user.cookie });
    expect(onB.json?.user?.email).toBe(user.email);
    for (let i = 0; i < 4; i++) {
      const viaProxy = await call(cluster.publicUrl, "/api/auth/get-session", { cookie: user.cookie });
      expect(viaProxy.json?.user?.email).toBe(user.email);
    }
    expect((await call(b(), "/api/auth/sign-out", { method: "POST", cookie: user.cookie, body: {} })).status).toBe(200);
    const onA = await call(a(), "/api/auth/get-session", { cookie: user.cookie });
    expect(onA.json?.user ?? null).toBeNull();
  });

  it("the sign-in lockout counts failures on both instances", async () => {
    const user = await registeredUser();
    const client = { ip: "203.0.113.50", deviceKey: "lockout-device-xyz" };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(split(i), user.email, "wrong-password", client);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    for (const base of [a(), b()]) {
      const right = await signIn(base, user.email, PASSWORD, client);
      expect(right.status).toBe(429);
      expect(right.json.error.code).toBe("ACCOUNT_LOCKED");
    }
  });

  it("the per-account limit for new devices: 30 parallel sign-ins over two instances, exactly 20 accepted", async () => {
    const user = await registeredUser();
    await awayFromMinuteEnd();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(split(i), user.email, PASSWORD, { ip: `192.0.2.${i + 1}` })),
    );
    // registeredUser signed in once already in this minute (most of the time: allow both).
    const accepted = results.filter((r) => r.status === 200).length;
    expect([19, 20]).toContain(accepted);
    expect(results.filter((r) => r.status === 429).every((r) => r.json.error.code === "RATE_LIMITED")).toBe(true);
    expect(accepted + results.filter((r) => r.status === 429).length).toBe(30);
  }, 90_000); // up to 20 s waiting for a fresh minute, then 20 password checks on a busy machine

  it("a trusted device's own bucket holds on both instances, and strangers' failures never reach it", async () => {
    const user = await registeredUser();
    // registeredUser's sign-in made a trusted device (its cookie is in user.cookie); a second one on B.
    const phone = await signIn(b(), user.email, PASSWORD, { ip: "198.51.100.200" });
    expect(phone.status, phone.text).toBe(200);
    expect(user.cookie).toContain("lexistep.device=");
    expect(phone.cookie).toContain("lexistep.device=");
    await awayFromMinuteEnd(30);

    // 12 strangers in parallel, from 12 addresses over both instances: the free failures, then a wait.
    const strangers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signIn(split(i), user.email, "wrong-password", { ip: `192.0.2.${100 + i}` }),
      ),
    );
    expect(strangers.every((r) => r.status === 401 || r.status === 429)).toBe(true);

    // The first device's own failures, alternating instances: the spec's lockout, counted once.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(split(i), user.email, "wrong-password", { ip: "198.51.100.199", cookie: user.cookie });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    // The phone is another device: both instances let it in at once.
    for (const base of [a(), b()]) {
      const res = await signIn(base, user.email, PASSWORD, { ip: "198.51.100.200", cookie: phone.cookie });
      expect(res.status, res.text).toBe(200);
    }
    // New clients with the right password share one attempt a minute (captcha off) over both instances.
    const newcomers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => signIn(split(i), user.email, PASSWORD, { ip: `192.0.2.${150 + i}` })),
    );
    expect(newcomers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    expect(newcomers.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(9);
    const rows = await sql.query(
      "SELECT count(*)::int AS n FROM trusted_devices WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [user.email],
    );
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(2);
  }, 90_000);

  it("sign-up throttling per device: 20 parallel sign-ups from one device, exactly 2 accepted", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(split(i), "/api/auth/sign-up/email", {
          method: "POST",
          ip: `192.0.2.${100 + i}`,
          deviceKey: "one-shared-device-xyz",
          body: { username: `dev${i}x`, email: `dev${i}x@example.org`, password: PASSWORD, confirmPassword: PASSWORD },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 429)).toHaveLength(18);
  });

  it("the board cooldown: 20 parallel posts from one user, exactly 1 accepted", async () => {
    const user = await registeredUser();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(split(i), "/api/forum/posts", {
          method: "POST",
          cookie: user.cookie,
          body: { requestType: "feature", title: `Idea ${i}`, description: "More decks, please." },
        }),
      ),
    );
    expect(results.filter((r) => r.status < 300)).toHaveLength(1);
    expect(results.filter((r) => r.status === 429)).toHaveLength(19);
  });

  it("a study session sent 20 times over two instances is stored once", async () => {
    const user = await registeredUser();
    const { subDeckId, ids } = await firstDeckWords();
    expect(
      (await call(a(), "/api/me/decks", { method: "POST", cookie: user.cookie, body: { subDeckId } })).status,
    ).toBe(201);
    const answered = ids.map((wordId) => learnedWord(wordId, { responseTimes: [1.1, 1.0, 0.9, 1.2, 1.0] }));
    const session = sessionSave(subDeckId, answered, new Date(), { seconds: 120 });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(split(i), "/api/me/study-sessions", { method: "POST", cookie: user.cookie, body: session }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const stored = await sql.query("SELECT count(*)::int AS n FROM study_sessions WHERE id = $1", [session.sessionId]);
    expect(stored.rows[0].n).toBe(1);
    const logs = await sql.query(
      "SELECT count(*)::int AS n FROM review_logs WHERE user_id = (SELECT id FROM users WHERE email = $1)",
      [user.email],
    );
    expect(logs.rows[0].n).toBe(ids.length);
  });

  it("a Time Rush score saved 20 times over two instances counts one game", async () => {
    const user = await registeredUser();
    // A game starts once 5 words are learned: marked known here.
    const { subDeckId, ids } = await firstDeckWords();
    await call(a(), "/api/me/decks", { method: "POST", cookie: user.cookie, body: { subDeckId } });
    const known = await call(a(), "/api/me/study-sessions", {
      method: "POST",
      cookie: user.cookie,
      body: knownWordsSession(subDeckId, ids, new Date(), 60),
    });
    expect(known.status, known.text).toBe(200);
    const started = await call(a(), `/api/me/time-rush/${subDeckId}/games`, {
      method: "POST",
      cookie: user.cookie,
      body: {},
    });
    expect(started.status, started.text).toBe(201);
    await new Promise((r) => setTimeout(r, 1500));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(split(i), `/api/me/time-rush/games/${started.json.gameId}/score`, {
          method: "POST",
          cookie: user.cookie,
          body: { score: 1 },
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const row = await sql.query(
      "SELECT games_played FROM time_rush_scores WHERE sub_deck_id = $1 AND user_id = (SELECT id FROM users WHERE email = $2)",
      [subDeckId, user.email],
    );
    expect(row.rows[0].games_played).toBe(1);
  });

  it("audio generated by one instance is served by the other", async () => {
    const user = await registeredUser();
    const word = await sql.query(
      "SELECT w.original_word FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id WHERE s.language_id = 'german' ORDER BY w.id LIMIT 1",
    );
    if (word.rows.length === 0) return;
    const found = await call(a(), `/api/audios?language=de&value=${encodeURIComponent(word.rows[0].original_word)}`, {
      cookie: user.cookie,
    });
    expect(found.status).toBe(200);
    const entries = found.json as unknown as { link: string }[];
    if (entries.length === 0) return; // no espeak-ng here: the browser speaks instead
    const onB = await fetch(`${b()}${entries[0]!.link}`);
    expect(onB.status).toBe(200);
    expect((await onB.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });
});

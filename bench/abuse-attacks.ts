import { spawn } from "node:child_process";
import net from "node:net";
import { type Server, signUp } from "./abuse";
import { buildHeavyPackage } from "./heavy-package";

/**
 * One attack: `prepare` sets it up (not measured) and answers the attack itself, which answers a note (and
 * may name its phases, from the start on, for the note's figures by phase). The studying learner has their
 * history (`SCALE`) before any attack is prepared, so each can run alone.
 */
export interface Attack {
  /** What the summary line shows; `npm run bench -- abuse <name>` runs the attacks named (the baseline: `baseline`). */
  name: string;
  prepare(server: Server, studier: string): Promise<(phase: (label: string) => void) => Promise<string>>;
}

/** The studying learner's history: a tenth of the heavy package (5,000 notes, 100,000 reviews) by default. */
export const SCALE = Number(process.env.ABUSE_SCALE ?? "0.1");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

export function multipart(name: string, bytes: Uint8Array) {
  const boundary = `----abuse${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, type: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads a package as `name` and starts its import; answers the import's id. */
export async function startImport(server: Server, cookie: string, name: string, bytes: Uint8Array): Promise<string> {
  const body = multipart(name, bytes);
  const started = await server.call("/api/me/imports", {
    method: "POST",
    cookie,
    headers: { "content-type": body.type },
    body: body.payload,
  });
  if (started.status !== 202) throw new Error(`import: ${started.status} ${await started.text()}`);
  return ((await started.json()) as { id: string }).id;
}

export async function importPackage(server: Server, cookie: string, scale: number) {
  const id = await startImport(server, cookie, "heavy.apkg", buildHeavyPackage(scale));
  for (;;) {
    const status = (await (await server.call(`/api/me/imports/${id}`, { cookie })).json()) as { status: string };
    if (status.status !== "running") return status;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function firstDeck(server: Server, cookie: string): Promise<string> {
  const decks = (await (await server.call("/api/me/decks", { cookie })).json()) as { items: { subDeckId: string }[] };
  return decks.items[0]!.subDeckId;
}

const bigDeckDelete: Attack = {
  name: "big-deck-delete",
  async prepare(server) {
    const attacker = await signUp(server);
    const made = await server.call("/api/me/own-decks", {
      method: "POST",
      cookie: attacker,
      ...json({ name: "Big", termLanguage: "fi", translationLanguage: "en" }),
    });
    const { id } = (await made.json()) as { id: string };
    for (let from = 0; from < 1000; from += 250) {
      const words = Array.from({ length: 250 }, (_, i) => ({ term: `sana ${from + i}`, translation: `w ${from + i}` }));
      await server.call(`/api/me/own-decks/${id}/words`, { method: "POST", cookie: attacker, ...json({ words }) });
    }
    return async () => {
      const started = performance.now();
      const res = await server.call(`/api/me/own-decks/${id}`, { method: "DELETE", cookie: attacker });
      return `1,000-word deck deleted: ${res.status} in ${seconds(performance.now() - started)}, the learner has ${Math.round(SCALE * 1_000_000).toLocaleString("en")} reviews`;
    };
  },
};

/** A raw connection that sends the start of an upload and then nothing; resolves when the server ends it. */
function trickle(server: Server, cookie: string) {
  const body = multipart("words.csv", Buffer.from("term,translation\nsana,word\n"));
  const socket = net.connect(server.port, "127.0.0.1");
  socket.write(
    `POST /api/me/imports/preview HTTP/1.1\r\nHost: localhost\r\nOrigin: ${server.origin}\r\nCookie: ${cookie}\r\n` +
      `Content-Type: ${body.type}\r\nContent-Length: ${body.payload.length}\r\n\r\n`,
  );
  socket.write(body.payload.subarray(0, 100));
  socket.on("error", () => undefined);
  socket.resume();
  return new Promise<number>((resolve) => {
    const started = performance.now();
    socket.once("close", () => resolve(performance.now() - started));
  });
}

const tricklingUploads: Attack = {
  name: "trickling-uploads",
  async prepare(server) {
    const attackers = [await signUp(server), await signUp(server)];
    const other = await signUp(server);
    return async () => {
      const held = attackers.map((cookie) => trickle(server, cookie));
      await new Promise((r) => setTimeout(r, 1000));
      const body = multipart("words.csv", Buffer.from("term,translation\nkissa,cat\nkoira,dog\n"));
      const started = performance.now();
      const preview = await server.call("/api/me/imports/preview", {
        method: "POST",
        cookie: other,
        headers: { "content-type": body.type },
        body: body.payload,
      });
      const previewMs = performance.now() - started;
      const cut = await Promise.all(held);
      return `another learner's preview ${preview.status} in ${Math.round(previewMs)} ms; the 2 trickling uploads cut off after ${seconds(Math.max(...cut))}`;
    };
  },
};

/**
 * An export request from a client with a 4 KB receive buffer that never reads (Python sets SO_RCVBUF);
 * resolves once the request is sent.
 */
function nonReader(server: Server, cookie: string) {
  const script = `import socket,sys,time
s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096); s.connect(("127.0.0.1", ${server.port}))
s.sendall(b"GET /api/me/export HTTP/1.1\\r\\nHost: localhost\\r\\nCookie: ${cookie}\\r\\n\\r\\n"); print("sent", flush=True); time.sleep(600)`;
  const child = spawn("python3", ["-c", script], { stdio: ["ignore", "pipe", "ignore"] });
  const sent = new Promise<void>((resolve) => child.stdout.once("data", () => resolve()));
  return { child, sent };
}

const nonReadingExports: Attack = {
  name: "non-reading-exports",
  async prepare(server, studier) {
    const attackers = [await signUp(server), await signUp(server), await signUp(server)];
    for (const cookie of attackers) await importPackage(server, cookie, 0.03);
    return async (phase) => {
      phase("while 3 readers do not read");
      const readers = attackers.map((cookie) => nonReader(server, cookie));
      await Promise.all(readers.map((r) => r.sent));
      // Their exports start and fill what the connections take (on loopback, megabytes each).
      await new Promise((r) => setTimeout(r, 3000));
      const started = performance.now();
      let first: Response | null = null;
      let res: Response;
      do {
        res = await server.call("/api/me/reviews/export", { cookie: studier });
        first ??= res;
        if (res.status !== 200) await new Promise((r) => setTimeout(r, 1000));
      } while (res.status === 429 && performance.now() - started < 300_000);
      const answered = performance.now();
      phase("during its own export");
      const bytes = (await res.arrayBuffer()).byteLength;
      const read = performance.now() - answered;
      for (const reader of readers) reader.child.kill();
      const retry = first.headers.get("retry-after");
      return `3 readers that never read; the studying learner's export first ${first.status}${retry ? ` (Retry-After ${retry})` : ""}, ${res.status} after ${seconds(answered - started)}, its ${(bytes / 1e6).toFixed(1)} MB read in ${seconds(read)}`;
    };
  },
};

const plannerFlood: Attack = {
  name: "planner-flood",
  async prepare(server, studier) {
    const attacker = await signUp(server);
    await server.call("/api/me/own-decks", {
      method: "POST",
      cookie: attacker,
      ...json({ name: "Flood", termLanguage: "fi", translationLanguage: "en" }),
    });
    const decks = (await (await server.call("/api/me/own-decks", { cookie: attacker })).json()) as {
      items: { id: string }[];
    };
    const words = Array.from({ length: 200 }, (_, i) => ({ term: `sana ${i}`, translation: `w ${i}` }));
    await server.call(`/api/me/own-decks/${decks.items[0]!.id}/words`, {
      method: "POST",
      cookie: attacker,
      ...json({ words }),
    });
    const theirs = await firstDeck(server, attacker);
    const mine = await firstDeck(server, studier);
    const goal = {
      examDate: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
      targetPercent: 90,
      minutesCap: 60,
    };
    const plan = (cookie: string, deck: string, method: "PUT" | "POST") =>
      server.call(`/api/me/decks/${deck}/exam-plan${method === "POST" ? "/preview" : ""}`, {
        method,
        cookie,
        ...json(goal),
      });
    return async () => {
      const flood = Array.from({ length: 40 }, (_, i) => plan(attacker, theirs, i % 2 ? "PUT" : "POST"));
      await new Promise((r) => setTimeout(r, 50));
      const started = performance.now();
      const own = await plan(studier, mine, "POST");
      const ownMs = performance.now() - started;
      const answers = await Promise.all(flood);
      const refused = answers.filter((a) => a.status === 429);
      const withRetry = refused.filter((a) => a.headers.get("retry-after")).length;
      return `40 plans at once from one account: ${refused.length} refused (429, ${withRetry} with Retry-After); the learner's own plan ${own.status} in ${Math.round(ownMs)} ms`;
    };
  },
};

/** No attack: what the learner sees on this machine with their history, for comparison. */
const baseline: Attack = {
  name: "none (baseline)",
  async prepare() {
    return async () => {
      await new Promise((r) => setTimeout(r, 5000));
      return "5 s of studying alone";
    };
  },
};

export const ATTACKS: Attack[] = [bigDeckDelete, baseline, tricklingUploads, nonReadingExports, plannerFlood];

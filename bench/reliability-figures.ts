import { randomFillSync } from "node:crypto";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { buildLegacyCollection } from "../packages/import-reader/src/test-fixtures/build-anki";
import { underLoad } from "./export-figures";
import { benchAccount, buildBenchApp, guest, ORIGIN, openTarget } from "./fixtures";

type App = Awaited<ReturnType<typeof buildBenchApp>>;
const MB = 1024 * 1024;

/** A zip built from entries given as chunks (so a large entry never has to be one buffer). */
function zipOf(entries: { name: string; level: 0 | 9; chunks: Iterable<Uint8Array> }[]): Buffer {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    out.push(data);
  });
  for (const entry of entries) {
    const file = entry.level === 0 ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 9 });
    zip.add(file);
    for (const chunk of entry.chunks) file.push(chunk);
    file.push(new Uint8Array(0), true);
  }
  zip.end();
  return Buffer.concat(out);
}

/** A real package of 1,000 notes padded to just under the 100 MB limit with a recording nobody plays. */
async function justUnderTheLimit(): Promise<Buffer> {
  const notes = Array.from({ length: 1000 }, (_, i) => ({
    id: 1_690_000_000_000 + i,
    guid: `limit-${i}`,
    mid: 1_600_000_000_001,
    fields: [`term ${i}`, `translation ${i}`],
  }));
  const cards = notes.map((n, i) => ({ id: 1_691_000_000_000 + i, nid: n.id, did: 1_700_000_000_001, ord: 0 }));
  const collection = buildLegacyCollection({
    crt: 1_690_000_000,
    decks: [
      { id: 1, name: "Default" },
      { id: 1_700_000_000_001, name: "At the limit" },
    ],
    noteTypes: [{ id: 1_600_000_000_001, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }],
    notes,
    cards,
    revlog: [],
  });
  const noise = function* () {
    for (let i = 0; i < 99; i++) yield randomFillSync(new Uint8Array(MB - 16 * 1024));
  };
  return zipOf([
    { name: "collection.anki2", level: 9, chunks: [collection] },
    { name: "media", level: 9, chunks: [new TextEncoder().encode(JSON.stringify({ "0": "unused.mp3" }))] },
    { name: "0", level: 0, chunks: noise() },
  ]);
}

/** A package of a few hundred KB whose collection unpacks to 390 MB (zeros): the reader must stream it. */
function expandingPackage(): Buffer {
  const zeros = new Uint8Array(MB);
  const chunks = function* () {
    for (let i = 0; i < 390; i++) yield zeros;
  };
  return zipOf([
    { name: "collection.anki2", level: 9, chunks: chunks() },
    { name: "media", level: 9, chunks: [new TextEncoder().encode("{}")] },
  ]);
}

function multipart(name: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const boundary = "----lexistepreliability";
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  if (bytes.length > 0) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function post(app: App, url: string, cookie: string, body: ReturnType<typeof multipart>) {
  return app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, cookie, ...body.headers },
    payload: body.payload,
  });
}

/** A preview, then the import of the previewed upload until it ends: the import's final status. */
async function previewAndImport(app: App, cookie: string, bytes: Buffer) {
  const preview = await post(app, "/api/me/imports/preview", cookie, multipart("limit.apkg", bytes));
  if (preview.statusCode !== 200) return `preview ${preview.statusCode}`;
  const mapping = { ...preview.json().suggested, termLanguage: "fi", translationLanguage: "en" };
  const started = await post(
    app,
    "/api/me/imports",
    cookie,
    multipart("", Buffer.alloc(0), { previewId: preview.json().previewId, mapping: JSON.stringify(mapping) }),
  );
  if (started.statusCode !== 202) return `import ${started.statusCode}`;
  for (;;) {
    const res = await app.inject({ method: "GET", url: `/api/me/imports/${started.json().id}`, headers: { cookie } });
    if (res.json().status !== "running") return `import ${res.json().status} (${res.json().result?.words ?? 0} words)`;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const line = (name: string, what: string, run: Awaited<ReturnType<typeof underLoad>>) =>
  `reliability ${name} embedded: ${what} in ${run.seconds.toFixed(1)} s, peak RSS +${run.rssMb} MB, other requests p95 ${run.p95} ms, slowest ${run.slowest} ms (${run.samples} samples)`;

/**
 * Budget (issue 31): a preview and an import of a file just under the 100 MB limit, and three previews at
 * once of a small package that expands to 390 MB, each with the server's RSS at most +600 MB and other
 * learners' p95 ≤ 100 ms, no request over 2 s. One line per check.
 */
export async function measureReliability(): Promise<void> {
  const target = await openTarget("embedded");
  if (!target) return;
  const app = await buildBenchApp(target);
  const other = await guest(app);
  const big = await justUnderTheLimit();
  const bomb = expandingPackage();

  const learner = await benchAccount(app, target);
  const limit = await underLoad(app, other.cookie, () => previewAndImport(app, learner.cookie, big));
  console.log(line("upload-limit", `${(big.length / MB).toFixed(1)} MB preview + import → ${limit.result}`, limit));

  const three = await Promise.all([0, 1, 2].map(() => benchAccount(app, target)));
  const bombs = await underLoad(app, other.cookie, () =>
    Promise.all(three.map((u) => post(app, "/api/me/imports/preview", u.cookie, multipart("expanding.apkg", bomb)))),
  );
  const answers = bombs.result.map((r) => `${r.statusCode}`).join("/");
  console.log(
    line("expanding-previews", `3 × ${(bomb.length / 1024).toFixed(0)} KB → 390 MB, answers ${answers}`, bombs),
  );
  await app.close();
  await target.database.close();
  await target.cleanup();
}

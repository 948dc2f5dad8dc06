import { buildLegacyCollection, type FixtureReview, zip } from "../packages/import-reader/src/test-fixtures/build-anki";
import { benchAccount, buildBenchApp, guest, ORIGIN, openTarget } from "./fixtures";
import { buildHeavyPackage, HEAVY } from "./heavy-package";

const NOTES = 10_000;
const REVIEWS_PER_NOTE = 10;
const DAY = 86_400_000;

/**
 * An Anki package with Anki's real legacy schema: `notes` notes (10,000), one card each, 10 reviews per card,
 * dealt over `decks` decks (one).
 */
export async function buildPackage(notes = NOTES, decks = 1): Promise<Uint8Array> {
  const crt = 1_690_000_000;
  const typeId = 1_600_000_000_001;
  const deckIds = Array.from({ length: decks }, (_, d) => 1_700_000_000_001 + d);
  const rows = [];
  const cards = [];
  const revlog: FixtureReview[] = [];
  for (let i = 0; i < notes; i++) {
    const noteId = 1_690_000_000_000 + i;
    const cardId = 1_691_000_000_000 + i;
    rows.push({ id: noteId, guid: `bench-${i}`, mid: typeId, fields: [`term ${i}`, `<b>translation</b> ${i}`] });
    cards.push({
      id: cardId,
      nid: noteId,
      did: deckIds[i % decks]!,
      ord: 0,
      type: 2,
      queue: 2,
      due: 600 + (i % 60),
      ivl: 30,
    });
    // Revlog ids are milliseconds and unique: each card starts its history on its own second.
    let at = crt * 1000 + i * 1000;
    for (let r = 0; r < REVIEWS_PER_NOTE; r++) {
      at += DAY * (r + 1);
      const ease = r === 3 ? 1 : 3;
      revlog.push([at, cardId, ease, r + 1, r, 2500, 4000, r === 0 ? 0 : ease === 1 ? 1 : 1]);
    }
  }
  const collection = buildLegacyCollection({
    crt,
    decks: [
      { id: 1, name: "Default" },
      ...deckIds.map((id, d) => ({ id, name: decks === 1 ? "Bench vocabulary" : `Bench vocabulary::Part ${d + 1}` })),
    ],
    noteTypes: [{ id: typeId, name: "Basic", fields: ["Front", "Back"], templates: ["Card 1"] }],
    notes: rows,
    cards,
    revlog,
  });
  return zip({ "collection.anki2": collection, media: "{}" });
}

function multipart(name: string, bytes: Uint8Array) {
  const boundary = "----lexistepbench";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/**
 * Budget: importing 10,000 notes with 100,000 reviews in ≤ 10 s on the embedded database, from the upload to
 * the import's status saying done (read, history replayed through FSRS, written in one transaction).
 */
export async function measureImport(): Promise<void> {
  const bytes = await buildPackage();
  for (const kind of ["embedded", "postgres"] as const) {
    const target = await openTarget(kind);
    if (!target) continue;
    const app = await buildBenchApp(target);
    const user = await benchAccount(app, target);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 50);
    const body = multipart("bench.apkg", bytes);
    const t = performance.now();
    const status = await importToEnd(app, user.cookie, body, 20);
    const seconds = (performance.now() - t) / 1000;
    clearInterval(sampler);
    if (status.status !== "done") throw new Error(`import failed: ${JSON.stringify(status.error)}`);
    console.log(
      `import ${kind}: ${status.result!.words.toLocaleString("en")} notes, ${status.result!.reviews.toLocaleString("en")} reviews in ${seconds.toFixed(1)} s (budget 10 s), package ${(bytes.length / 1024 / 1024).toFixed(1)} MB, peak RSS +${Math.round((rssPeak - rssBefore) / 1024 / 1024)} MB`,
    );
    await app.close();
    await target.database.close();
    await target.cleanup();
  }
  // BENCH_IMPORT_HEAVY=0 leaves out the heavy package (minutes) to measure the 10,000-note case alone.
  if (process.env.BENCH_IMPORT_HEAVY !== "0") await measureHeavyImport();
}

interface ImportStatus {
  status: string;
  result: { notes: number; words: number; reviews: number } | null;
  error: unknown;
}

/** Starts an import and polls its status every `pollMs` until it ends. */
async function importToEnd(
  app: Awaited<ReturnType<typeof buildBenchApp>>,
  cookie: string,
  body: { payload: Buffer; contentType: string },
  pollMs: number,
): Promise<ImportStatus> {
  const started = await app.inject({
    method: "POST",
    url: "/api/me/imports",
    headers: { origin: ORIGIN, cookie, "content-type": body.contentType },
    payload: body.payload,
  });
  if (started.statusCode !== 202) throw new Error(`import refused: ${started.body}`);
  const id = started.json().id as string;
  for (;;) {
    const res = await app.inject({ method: "GET", url: `/api/me/imports/${id}`, headers: { cookie } });
    const status = res.json() as ImportStatus;
    if (status.status !== "running") return status;
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** p95 of a list of milliseconds. */
function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
}

/**
 * Budget: a heavy learner's package (50,000 notes, half "Basic (and reversed)", 1,000,000 reviews, 10 decks)
 * imports on the embedded database in ≤ 60 s with the process's RSS at most +400 MB, while `GET /api/health`
 * and another learner's `GET /api/me/decks`, sampled every 100 ms, answer with a p95 ≤ 100 ms.
 */
export async function measureHeavyImport(scale = 1): Promise<void> {
  const built = performance.now();
  const bytes = buildHeavyPackage(scale);
  const buildSeconds = (performance.now() - built) / 1000;
  const target = await openTarget("embedded");
  if (!target) return;
  const app = await buildBenchApp(target);
  const user = await guest(app);
  const other = await guest(app);
  await target.database.db.execute(`UPDATE users SET is_anonymous = false WHERE id = '${user.id}'` as never);
  const body = multipart("heavy.apkg", bytes);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const latencies: number[] = [];
  let sampling = true;
  const sample = async () => {
    while (sampling) {
      for (const [url, cookie] of [
        ["/api/health", ""],
        ["/api/me/decks", other.cookie],
      ] as const) {
        const t = performance.now();
        await app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
        latencies.push(performance.now() - t);
      }
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  const t = performance.now();
  const sampler = sample();
  const status = await importToEnd(app, user.cookie, body, 200);
  const seconds = (performance.now() - t) / 1000;
  sampling = false;
  await sampler;
  if (status.status !== "done") throw new Error(`heavy import failed: ${JSON.stringify(status.error)}`);
  console.log(
    `import heavy embedded: ${status.result!.notes} notes, ${Math.round(HEAVY.reviews * scale)} reviews in ${seconds.toFixed(1)} s, peak RSS +${Math.round((rssPeak - rssBefore) / 1024 / 1024)} MB, other requests p95 ${Math.round(p95(latencies))} ms`,
  );
  console.log(
    `  (package ${(bytes.length / 1024 / 1024).toFixed(1)} MB built in ${buildSeconds.toFixed(1)} s; reviews written ${status.result!.reviews}; ${latencies.length} samples, max ${Math.round(Math.max(...latencies))} ms)`,
  );
  await app.close();
  await target.database.close();
  await target.cleanup();
}

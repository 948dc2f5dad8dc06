import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { executeRows } from "../../src/db/execute-rows";
import { imports } from "../../src/db/schema";
import { sweepCutOffImports } from "../../src/features/imports/recovery";
import { createImportsRepository, IMPORT_HEARTBEAT_MS, IMPORT_STALE_MS } from "../../src/features/imports/repository";
import { createUploadStore } from "../../src/features/imports/upload";
import { appPerFile } from "../app-per-file";
import { createTestApp } from "../test-app";
import { ownDeckWithWords, registeredClient } from "./create-helpers";

/*
 * Several instances on PostgreSQL: a run whose instance was killed stops touching its row; once silent past
 * IMPORT_STALE_MS, whichever instance looks next marks it failed and undoes what it wrote. A live run (its
 * heartbeat keeps the row fresh) is left alone, and a run taken for cut off learns it at its next batch.
 */

const START = new Date("2026-12-01T10:00:00Z");
let now = START;
const clock = () => now;
const ctx = appPerFile(() => createTestApp({}, { clock }));

async function runningImportOf(ownerId: string, deckId: string, updatedAt: Date) {
  const id = crypto.randomUUID();
  await ctx.database.db.insert(imports).values({
    id,
    userId: ownerId,
    fileName: "cut-off.apkg",
    kind: "anki",
    status: "running",
    written: { decks: [{ id: deckId, created: true, wordFloor: 0 }] },
    createdAt: updatedAt,
    updatedAt,
  });
  return id;
}

const deckCount = async (deckId: string) =>
  Number(
    (
      await executeRows<{ n: number }>(
        ctx.database.db,
        sql`SELECT count(*)::int AS n FROM own_decks WHERE id = ${deckId}`,
      )
    )[0]!.n,
  );

describe("imports another instance's crash cut off, on several instances", () => {
  it("a silent run is marked failed and undone once past the stale time; a live one is left alone", async () => {
    const owner = await registeredClient(ctx, "sweeper");
    const words = [{ term: "uno", translation: "one" }];
    const live = (await ownDeckWithWords(owner, { name: "Live", termLanguage: "es", translationLanguage: "en" }, words))
      .id;
    const cut = (await ownDeckWithWords(owner, { name: "Cut", termLanguage: "es", translationLanguage: "en" }, words))
      .id;
    now = new Date(START.getTime() + 60 * 60_000);
    // One touched a heartbeat ago, one silent a little longer than the stale time.
    const liveRun = await runningImportOf(owner.id, live, new Date(now.getTime() - IMPORT_HEARTBEAT_MS));
    const cutRun = await runningImportOf(owner.id, cut, new Date(now.getTime() - IMPORT_STALE_MS - 1000));
    const db = ctx.database.db;
    const repository = createImportsRepository(db, clock);
    const deps = {
      db,
      imports: repository,
      uploads: createUploadStore(ctx.dataDir),
      workDir: path.join(ctx.dataDir, "imports", "work"),
      singleProcess: false,
      log: ctx.app.log,
    };

    expect(await sweepCutOffImports(deps, () => false)).toBe(1);
    expect(await deckCount(cut)).toBe(0);
    expect(await deckCount(live)).toBe(1);
    const rows = await executeRows<{ id: string; status: string; written: unknown }>(
      db,
      sql`SELECT id, status, written FROM imports WHERE id IN (${liveRun}, ${cutRun})`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.status, r.written === null]]))).toEqual({
      [liveRun]: ["running", false],
      [cutRun]: ["failed", true],
    });
    // The learner reads the cut-off run as interrupted.
    const status = await owner.call("GET", `/api/me/imports/${cutRun}`);
    expect(status.json().error?.code).toBe("INTERRUPTED");

    // The live run goes on: its next batch's progress is taken; a run marked failed meanwhile learns it there.
    expect(await repository.progress(liveRun, 0.5)).toBe(true);
    expect(await repository.progress(cutRun, 0.5)).toBe(false);
    // Nothing more to do at the next look.
    expect(await sweepCutOffImports(deps, () => false)).toBe(0);
  });
});

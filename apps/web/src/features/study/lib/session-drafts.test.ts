import { describe, expect, it } from "vitest";
import { localStorageRecordStore, memoryRecordStore } from "../../../lib/record-store";
import type { QueuedSave } from "./offline-save-queue";
import { hasDrafts, removeDraft, STALE_DRAFT_MS, sessionDraftKey, staleDrafts, writeDraft } from "./session-drafts";

const entry = (sessionId: string, userId = "u1") =>
  ({ userId, queuedAt: "2026-11-25T10:00:00.000Z", payload: { sessionId } }) as unknown as QueuedSave;

describe("session drafts", () => {
  it("a draft rewritten with each answer is stale only once untouched long enough, and only for its user", async () => {
    const store = memoryRecordStore();
    const t0 = Date.parse("2026-11-25T10:00:00Z");
    await writeDraft(store, entry("s1"), t0);
    await writeDraft(store, entry("s1"), t0 + 60_000);
    await writeDraft(store, entry("s2", "u2"), t0);
    expect(store.size()).toBe(2);
    expect(await staleDrafts(store, "u1", t0 + STALE_DRAFT_MS)).toEqual([]);
    const stale = await staleDrafts(store, "u1", t0 + 60_000 + STALE_DRAFT_MS);
    expect(stale.map((e) => e.payload.sessionId)).toEqual(["s1"]);
    expect((await staleDrafts(store, "u2", t0 + STALE_DRAFT_MS)).map((e) => e.payload.sessionId)).toEqual(["s2"]);
  });

  it("a session that ends normally leaves no draft", async () => {
    const store = memoryRecordStore();
    await writeDraft(store, entry("s3"), 0);
    await removeDraft(store, "s3");
    expect(store.size()).toBe(0);
    expect(await hasDrafts(store)).toBe(false);
    expect(await staleDrafts(store, "u1", 10 * STALE_DRAFT_MS)).toEqual([]);
  });

  it("unreadable or foreign records are skipped, never an error", async () => {
    const broken = localStorageRecordStore(
      { getItem: () => "{not json", setItem: () => {}, removeItem: () => {} },
      "lexistep:study-drafts",
      sessionDraftKey,
    );
    expect(await staleDrafts(broken, "u1", 0)).toEqual([]);
    const foreign = memoryRecordStore({ a: { updatedAt: 0 }, b: "x", c: { entry: entry("s4"), updatedAt: 0 } });
    expect((await staleDrafts(foreign, "u1", STALE_DRAFT_MS)).map((e) => e.payload.sessionId)).toEqual(["s4"]);
  });

  it("a draft no page is studying (its lock free) is left behind at once; one still open is not", async () => {
    const store = memoryRecordStore();
    const t0 = Date.parse("2026-11-25T10:00:00Z");
    await writeDraft(store, entry("open"), t0);
    await writeDraft(store, entry("closed"), t0);
    const left = await staleDrafts(store, "u1", t0 + 1000, new Set(["open"]));
    expect(left.map((e) => e.payload.sessionId)).toEqual(["closed"]);
    // Where the browser cannot tell, only age counts.
    expect(await staleDrafts(store, "u1", t0 + 1000, null)).toEqual([]);
  });
});

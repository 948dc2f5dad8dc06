import { describe, expect, it } from "vitest";
import { localStorageRecordStore, memoryRecordStore } from "../../../lib/record-store";
import type { QueuedSave } from "./offline-save-queue";
import type { ResumePoint } from "./resume-point";
import {
  hasDrafts,
  removeDraft,
  resumableDraft,
  resumableDrafts,
  STALE_DRAFT_MS,
  sessionDraftKey,
  staleDrafts,
  writeDraft,
} from "./session-drafts";

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

  it("a session left recently with where it stood is offered for resuming, not saved; once old it is saved", async () => {
    const store = memoryRecordStore();
    const t0 = Date.parse("2026-11-25T10:00:00Z");
    const point = {
      mode: "need-review",
      subDeckId: "d1",
      data: { deck: { name: "Deck" } },
      state: { phase: "test", queue: { pending: [], tallies: {} }, words: [], distractors: [] },
    } as unknown as ResumePoint;
    await writeDraft(store, entry("resumable"), t0, point);
    await writeDraft(store, entry("plain"), t0);
    await writeDraft(store, entry("open"), t0, point);
    const live = new Set(["open"]);

    expect((await staleDrafts(store, "u1", t0 + 1000, live)).map((e) => e.payload.sessionId)).toEqual(["plain"]);
    expect((await resumableDrafts(store, "u1", t0 + 1000, live)).map((d) => d.entry.payload.sessionId)).toEqual([
      "resumable",
    ]);
    expect(await resumableDraft(store, "u1", "resumable", t0 + 1000, live)).not.toBeNull();
    // Another learner's draft, or one still open in a tab, is never offered.
    expect(await resumableDraft(store, "u2", "resumable", t0 + 1000, live)).toBeNull();
    expect(await resumableDraft(store, "u1", "open", t0 + 1000, live)).toBeNull();
    // Where the browser cannot tell which sessions are open, nothing is offered.
    expect(await resumableDrafts(store, "u1", t0 + 1000, null)).toEqual([]);

    const later = t0 + STALE_DRAFT_MS;
    expect(await resumableDrafts(store, "u1", later, live)).toEqual([]);
    expect((await staleDrafts(store, "u1", later, live)).map((e) => e.payload.sessionId).sort()).toEqual([
      "open",
      "plain",
      "resumable",
    ]);
  });

  it("a draft whose resume point is damaged is saved rather than offered", async () => {
    const store = memoryRecordStore();
    const broken = { mode: "time-rush", subDeckId: "d1" } as unknown as ResumePoint;
    await writeDraft(store, entry("s5"), 0, broken);
    expect(await resumableDrafts(store, "u1", 1000, new Set())).toEqual([]);
    expect((await staleDrafts(store, "u1", 1000, new Set())).map((e) => e.payload.sessionId)).toEqual(["s5"]);
  });
});

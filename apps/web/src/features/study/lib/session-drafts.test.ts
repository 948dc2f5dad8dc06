import { describe, expect, it } from "vitest";
import type { QueuedSave } from "./offline-save-queue";
import { removeDraft, STALE_DRAFT_MS, takeStaleDrafts, writeDraft } from "./session-drafts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    size: () => data.size,
  };
}

const entry = (sessionId: string, userId = "u1") =>
  ({ userId, queuedAt: "2026-11-25T10:00:00.000Z", payload: { sessionId } }) as unknown as QueuedSave;

describe("session drafts", () => {
  it("a draft rewritten with each answer is taken only once it is stale, and only for its user", () => {
    const storage = memoryStorage();
    const t0 = Date.parse("2026-11-25T10:00:00Z");
    writeDraft(storage, entry("s1"), t0);
    writeDraft(storage, entry("s1"), t0 + 60_000);
    writeDraft(storage, entry("s2", "u2"), t0);
    expect(takeStaleDrafts(storage, "u1", t0 + STALE_DRAFT_MS)).toEqual([]);
    const stale = takeStaleDrafts(storage, "u1", t0 + 60_000 + STALE_DRAFT_MS);
    expect(stale.map((e) => e.payload.sessionId)).toEqual(["s1"]);
    // Taken out: not given twice.
    expect(takeStaleDrafts(storage, "u1", t0 + 10 * STALE_DRAFT_MS)).toEqual([]);
    expect(takeStaleDrafts(storage, "u2", t0 + STALE_DRAFT_MS).map((e) => e.payload.sessionId)).toEqual(["s2"]);
    expect(storage.size()).toBe(0);
  });

  it("a session that ends normally leaves no draft", () => {
    const storage = memoryStorage();
    writeDraft(storage, entry("s3"), 0);
    removeDraft(storage, "s3");
    expect(storage.size()).toBe(0);
    expect(takeStaleDrafts(storage, "u1", 10 * STALE_DRAFT_MS)).toEqual([]);
  });

  it("unreadable storage is an empty list, never an error", () => {
    const storage = memoryStorage();
    storage.setItem("lexistep:study-drafts", "{not json");
    expect(takeStaleDrafts(storage, "u1", 0)).toEqual([]);
  });
});

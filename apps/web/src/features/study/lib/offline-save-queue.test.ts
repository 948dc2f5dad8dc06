import type { SessionSaveInput } from "@app/domain/study/validation";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { localStorageRecordStore, memoryRecordStore, type RecordStore } from "../../../lib/record-store";
import type { SaveSessionResult } from "../api/save-study-session";
import {
  enqueueSave,
  flushSaves,
  isRetryableSaveError,
  MAX_QUEUED_SAVES,
  OFFLINE_SAVE_KEY,
  onSessionSaved,
  type QueueDeps,
  type QueuedSave,
  queuedCount,
  queuedSaveKey,
  readQueue,
  saveSession,
} from "./offline-save-queue";

const memoryStorage = () => memoryRecordStore();

let counter = 0;
function entry(userId = "user-1", sessionId?: string, startedAt = "2025-01-01T10:00:00.000Z"): QueuedSave {
  counter += 1;
  const payload: SessionSaveInput = {
    sessionId: sessionId ?? `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    subDeckId: "spanish-core-1",
    sessionType: "REVIEW",
    startedAt,
    durationSeconds: 60,
    words: [
      {
        wordId: 1,
        correctCount: 1,
        reviewedCount: 1,
        gotWrong: false,
        alreadyKnow: false,
        responseTimes: [1.2],
        difficultyScore: 3,
        ratings: [],
      },
    ],
  };
  // Queued in creation order (the queue keeps study-time order, then queue order).
  return { userId, queuedAt: new Date(Date.UTC(2025, 0, 1, 10, 1) + counter * 1000).toISOString(), payload };
}

const result = (sessionId: string): SaveSessionResult => ({
  success: true,
  sessionId,
  wordsLearned: 0,
  wordsReviewed: 1,
  savedWords: 1,
  progress: [],
});

/** A fake server that is idempotent on the session id, like the real one, and counts what it saved. */
function fakeServer() {
  const saved = new Map<string, SaveSessionResult>();
  let mode: "up" | "network-down" | "server-error" | "reject" = "up";
  const send = vi.fn(async (payload: SessionSaveInput) => {
    if (mode === "network-down") throw new TypeError("Failed to fetch");
    if (mode === "server-error") throw new ApiError("Something went wrong", 503, "SERVER_ERROR");
    if (mode === "reject") throw new ApiError("Some fields are not valid.", 400, "VALIDATION_ERROR");
    const first = saved.get(payload.sessionId) ?? result(payload.sessionId);
    saved.set(payload.sessionId, first);
    return first;
  });
  return {
    send,
    saved,
    setMode: (m: typeof mode) => {
      mode = m;
    },
  };
}

function deps(store: RecordStore, server: ReturnType<typeof fakeServer>, online = () => true): QueueDeps {
  return { store, send: server.send, isOnline: online };
}

describe("offline save queue", () => {
  it("saves a finished session and leaves nothing queued", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    const outcome = await saveSession(e, deps(storage, server));
    expect(outcome).toEqual({ status: "saved", result: result(e.payload.sessionId) });
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(await readQueue(storage)).toEqual([]);
    expect(await queuedCount(storage, null)).toBe(0);
  });

  it("keeps the session when offline, without trying the network", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    const outcome = await saveSession(
      e,
      deps(storage, server, () => false),
    );
    expect(outcome).toEqual({ status: "queued" });
    expect(server.send).not.toHaveBeenCalled();
    expect(await readQueue(storage)).toEqual([e]);
  });

  it("keeps the session when the network or the server fails, and sends it on the next flush", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.setMode("network-down");
    const a = entry();
    expect(await saveSession(a, deps(storage, server))).toEqual({ status: "queued", error: expect.any(TypeError) });
    server.setMode("server-error");
    const b = entry();
    // The older session is tried first and fails: this one is not tried at all.
    expect(await saveSession(b, deps(storage, server))).toEqual({ status: "queued" });
    expect((await readQueue(storage)).map((e) => e.payload.sessionId)).toEqual([
      a.payload.sessionId,
      b.payload.sessionId,
    ]);

    server.setMode("up");
    const outcomes = await flushSaves("user-1", deps(storage, server));
    expect([...outcomes.values()].map((o) => o.status)).toEqual(["saved", "saved"]);
    expect(await readQueue(storage)).toEqual([]);
    expect(server.saved.size).toBe(2);
  });

  it("survives a reload: in the localStorage fallback the queue is stored as JSON", async () => {
    const data = new Map<string, string>();
    const local = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const storage = localStorageRecordStore(local, OFFLINE_SAVE_KEY, queuedSaveKey);
    const server = fakeServer();
    const e = entry();
    await saveSession(
      e,
      deps(storage, server, () => false),
    );
    // A new page: only the stored string is left.
    const reloaded = localStorageRecordStore(
      { ...local, getItem: (k) => (k === OFFLINE_SAVE_KEY ? data.get(k)! : null) },
      OFFLINE_SAVE_KEY,
      queuedSaveKey,
    );
    expect(await readQueue(reloaded)).toEqual([e]);
    await flushSaves("user-1", deps(reloaded, server));
    expect(server.saved.has(e.payload.sessionId)).toBe(true);
    expect(await readQueue(reloaded)).toEqual([]);
  });

  it("stops at the first retryable failure, so a dead network is tried once per flush", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    await enqueueSave(storage, entry());
    await enqueueSave(storage, entry());
    await enqueueSave(storage, entry());
    server.setMode("network-down");
    const outcomes = await flushSaves("user-1", deps(storage, server));
    expect(server.send).toHaveBeenCalledTimes(1);
    expect([...outcomes.values()].every((o) => o.status === "queued")).toBe(true);
    expect(await readQueue(storage)).toHaveLength(3);
  });

  it("drops a session the server refuses for good and reports it", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.setMode("reject");
    const outcome = await saveSession(entry(), deps(storage, server));
    expect(outcome.status).toBe("failed");
    expect(await readQueue(storage)).toEqual([]);
  });

  it("never counts a session twice: sending the same session id again is answered, not saved again", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    await enqueueSave(storage, e);
    await enqueueSave(storage, e); // queued twice (e.g. two tabs) → one entry
    expect(await readQueue(storage)).toHaveLength(1);
    // Two flushes at once (app start and a reconnect): they run one after the other.
    const [first, second] = await Promise.all([
      flushSaves("user-1", deps(storage, server)),
      flushSaves("user-1", deps(storage, server)),
    ]);
    expect(first.get(e.payload.sessionId)?.status).toBe("saved");
    expect(second.size).toBe(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(server.saved.size).toBe(1);
  });

  it("reports a session saved by a flush that was already waiting in line", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: QueueDeps = {
      ...deps(storage, server),
      send: async (payload) => {
        await gate;
        return server.send(payload);
      },
    };
    await enqueueSave(storage, entry());
    const earlier = flushSaves("user-1", slow);
    const e = entry();
    const mine = saveSession(e, deps(storage, server));
    release();
    await earlier;
    expect((await mine).status).toBe("saved");
    expect(server.saved.has(e.payload.sessionId)).toBe(true);
  });

  it("sends only the signed-in user's sessions", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const other = entry("user-2");
    await enqueueSave(storage, other);
    await enqueueSave(storage, entry("user-1"));
    await flushSaves("user-1", deps(storage, server));
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(await readQueue(storage)).toEqual([other]);
  });

  it("tells listeners about every confirmed session", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const heard: string[] = [];
    const stop = onSessionSaved((e) => heard.push(e.payload.sessionId));
    const e = entry();
    await saveSession(e, deps(storage, server));
    stop();
    await saveSession(entry(), deps(storage, server));
    expect(heard).toEqual([e.payload.sessionId]);
  });

  it("ignores a corrupt or foreign value in storage", async () => {
    const stored = (value: string) =>
      localStorageRecordStore(
        { getItem: () => value, setItem: () => {}, removeItem: () => {} },
        OFFLINE_SAVE_KEY,
        queuedSaveKey,
      );
    expect(await readQueue(stored("{not json"))).toEqual([]);
    expect(await readQueue(stored('{"a":1}'))).toEqual([]);
    expect(await readQueue(stored('[{"userId":"u"}, 3]'))).toEqual([]);
    expect(await readQueue(memoryRecordStore({ a: { userId: "u" }, b: 3 }))).toEqual([]);
  });

  it("reads a queue an earlier version left in localStorage (a list) and keeps sending it", async () => {
    const earlier = entry();
    const data = new Map([[OFFLINE_SAVE_KEY, JSON.stringify([earlier, { junk: true }])]]);
    const storage = localStorageRecordStore(
      {
        getItem: (k) => data.get(k) ?? null,
        setItem: (k, v) => void data.set(k, v),
        removeItem: (k) => void data.delete(k),
      },
      OFFLINE_SAVE_KEY,
      queuedSaveKey,
    );
    expect(await readQueue(storage)).toEqual([earlier]);
    const server = fakeServer();
    await flushSaves("user-1", deps(storage, server));
    expect(server.saved.has(earlier.payload.sessionId)).toBe(true);
    expect(data.has(OFFLINE_SAVE_KEY)).toBe(false);
  });

  it("sends sessions in the order they were studied, whatever order they were queued in", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const later = entry("user-1", undefined, "2025-01-02T08:00:00.000Z");
    const earlier = entry("user-1", undefined, "2025-01-01T08:00:00.000Z");
    await enqueueSave(storage, later);
    await enqueueSave(storage, earlier);
    await flushSaves("user-1", deps(storage, server));
    expect(server.send.mock.calls.map(([p]) => p.sessionId)).toEqual([
      earlier.payload.sessionId,
      later.payload.sessionId,
    ]);
  });

  it("keeps at most MAX_QUEUED_SAVES sessions, dropping the oldest", async () => {
    const storage = memoryStorage();
    const entries = Array.from({ length: MAX_QUEUED_SAVES + 2 }, () => entry());
    for (const e of entries) await enqueueSave(storage, e);
    const kept = await readQueue(storage);
    expect(kept).toHaveLength(MAX_QUEUED_SAVES);
    expect(kept[0]).toEqual(entries[2]);
  });

  it("still sends when storage is unavailable", async () => {
    const server = fakeServer();
    const denied = async () => {
      throw new Error("denied");
    };
    const broken: RecordStore = { all: denied, put: denied, delete: denied };
    const e = entry();
    const outcome = await saveSession(e, { store: broken, send: server.send, isOnline: () => true });
    expect(outcome).toEqual({ status: "saved", result: result(e.payload.sessionId) });
    // Nothing could be kept for later, so a failed send is final.
    server.setMode("network-down");
    expect((await saveSession(entry(), { store: broken, send: server.send, isOnline: () => true })).status).toBe(
      "failed",
    );
  });

  it("tells retryable failures from final ones", () => {
    expect(isRetryableSaveError(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryableSaveError(new ApiError("x", 500))).toBe(true);
    expect(isRetryableSaveError(new ApiError("x", 401, "UNAUTHORIZED"))).toBe(true);
    expect(isRetryableSaveError(new ApiError("x", 429, "TOO_MANY_REQUESTS"))).toBe(true);
    expect(isRetryableSaveError(new ApiError("x", 400, "VALIDATION_ERROR"))).toBe(false);
    expect(isRetryableSaveError(new ApiError("x", 404, "NOT_FOUND"))).toBe(false);
    expect(isRetryableSaveError(new ApiError("x", 409, "CONFLICT"))).toBe(false);
  });
});

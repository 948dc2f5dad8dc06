import type { SessionSaveInput } from "@app/domain/study/validation";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import type { SaveSessionResult } from "../api/save-study-session";
import {
  enqueueSave,
  flushSaves,
  hasQueuedSaves,
  isRetryableSaveError,
  MAX_QUEUED_SAVES,
  OFFLINE_SAVE_KEY,
  onSessionSaved,
  type QueueDeps,
  type QueuedSave,
  readQueue,
  saveSession,
} from "./offline-save-queue";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
    data,
  };
}

let counter = 0;
function entry(userId = "user-1", sessionId?: string): QueuedSave {
  counter += 1;
  const payload: SessionSaveInput = {
    sessionId: sessionId ?? `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    subDeckId: "spanish-core-1",
    sessionType: "REVIEW",
    startedAt: "2025-01-01T10:00:00.000Z",
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
  return { userId, queuedAt: "2025-01-01T10:01:00.000Z", payload };
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

function deps(
  storage: ReturnType<typeof memoryStorage>,
  server: ReturnType<typeof fakeServer>,
  online = () => true,
): QueueDeps {
  return { storage, send: server.send, isOnline: online };
}

describe("offline save queue", () => {
  it("saves a finished session and leaves nothing queued", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    const outcome = await saveSession(e, deps(storage, server));
    expect(outcome).toEqual({ status: "saved", result: result(e.payload.sessionId) });
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(readQueue(storage)).toEqual([]);
    expect(hasQueuedSaves(storage)).toBe(false);
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
    expect(readQueue(storage)).toEqual([e]);
  });

  it("keeps the session when the network or the server fails, and sends it on the next flush", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.setMode("network-down");
    const a = entry();
    expect(await saveSession(a, deps(storage, server))).toEqual({ status: "queued" });
    server.setMode("server-error");
    const b = entry();
    expect(await saveSession(b, deps(storage, server))).toEqual({ status: "queued" });
    expect(readQueue(storage).map((e) => e.payload.sessionId)).toEqual([a.payload.sessionId, b.payload.sessionId]);

    server.setMode("up");
    const outcomes = await flushSaves("user-1", deps(storage, server));
    expect([...outcomes.values()].map((o) => o.status)).toEqual(["saved", "saved"]);
    expect(readQueue(storage)).toEqual([]);
    expect(server.saved.size).toBe(2);
  });

  it("survives a reload: the queue lives in storage as JSON", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    await saveSession(
      e,
      deps(storage, server, () => false),
    );
    // A new page: only the stored string is left.
    const reloaded = memoryStorage({ [OFFLINE_SAVE_KEY]: storage.data.get(OFFLINE_SAVE_KEY)! });
    expect(readQueue(reloaded)).toEqual([e]);
    await flushSaves("user-1", deps(reloaded, server));
    expect(server.saved.has(e.payload.sessionId)).toBe(true);
    expect(readQueue(reloaded)).toEqual([]);
  });

  it("stops at the first retryable failure, so a dead network is tried once per flush", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    enqueueSave(storage, entry());
    enqueueSave(storage, entry());
    enqueueSave(storage, entry());
    server.setMode("network-down");
    const outcomes = await flushSaves("user-1", deps(storage, server));
    expect(server.send).toHaveBeenCalledTimes(1);
    expect([...outcomes.values()].every((o) => o.status === "queued")).toBe(true);
    expect(readQueue(storage)).toHaveLength(3);
  });

  it("drops a session the server refuses for good and reports it", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.setMode("reject");
    const outcome = await saveSession(entry(), deps(storage, server));
    expect(outcome.status).toBe("failed");
    expect(readQueue(storage)).toEqual([]);
  });

  it("never counts a session twice: sending the same session id again is answered, not saved again", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const e = entry();
    enqueueSave(storage, e);
    enqueueSave(storage, e); // queued twice (e.g. two tabs) → one entry
    expect(readQueue(storage)).toHaveLength(1);
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
    enqueueSave(storage, entry());
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
    enqueueSave(storage, other);
    enqueueSave(storage, entry("user-1"));
    await flushSaves("user-1", deps(storage, server));
    expect(server.send).toHaveBeenCalledTimes(1);
    expect(readQueue(storage)).toEqual([other]);
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

  it("ignores a corrupt or foreign value in storage", () => {
    expect(readQueue(memoryStorage({ [OFFLINE_SAVE_KEY]: "{not json" }))).toEqual([]);
    expect(readQueue(memoryStorage({ [OFFLINE_SAVE_KEY]: '{"a":1}' }))).toEqual([]);
    expect(readQueue(memoryStorage({ [OFFLINE_SAVE_KEY]: '[{"userId":"u"}, 3]' }))).toEqual([]);
  });

  it("keeps at most MAX_QUEUED_SAVES sessions, dropping the oldest", () => {
    const storage = memoryStorage();
    const entries = Array.from({ length: MAX_QUEUED_SAVES + 2 }, () => entry());
    for (const e of entries) enqueueSave(storage, e);
    const kept = readQueue(storage);
    expect(kept).toHaveLength(MAX_QUEUED_SAVES);
    expect(kept[0]).toEqual(entries[2]);
  });

  it("still sends when storage is unavailable", async () => {
    const server = fakeServer();
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    const e = entry();
    const outcome = await saveSession(e, { storage: broken, send: server.send, isOnline: () => true });
    expect(outcome).toEqual({ status: "saved", result: result(e.payload.sessionId) });
    // Nothing could be kept for later, so a failed send is final.
    server.setMode("network-down");
    expect((await saveSession(entry(), { storage: broken, send: server.send, isOnline: () => true })).status).toBe(
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

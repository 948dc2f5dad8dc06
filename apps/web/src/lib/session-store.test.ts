import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/** Each test gets a fresh store (module state) and a fetch that answers what the test queues. */
async function freshStore() {
  vi.resetModules();
  return import("./session-store");
}

type Answer = { status: number; body: unknown } | Error;
let answers: Answer[] = [];
const fetchMock = vi.fn(async () => {
  const answer = answers.shift() ?? { status: 200, body: null };
  if (answer instanceof Error) throw answer;
  return new Response(JSON.stringify(answer.body), { status: answer.status });
});

const user = (id: string) => ({
  session: { id: "s", userId: id, expiresAt: "2027-01-01T00:00:00.000Z" },
  user: { id, name: "Ada", email: "ada@example.com", isAnonymous: false, createdAt: "2026-11-02T10:00:00.000Z" },
});

beforeEach(() => {
  answers = [];
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the session store", () => {
  it("reads the session, with its dates as dates, and a null answer as signed out", async () => {
    const store = await freshStore();
    answers.push({ status: 200, body: user("u1") });
    await store.refreshSession();
    const first = store.sessionSnapshot();
    expect(first).toMatchObject({ isPending: false, error: null });
    expect(first.data?.user.id).toBe("u1");
    expect(first.data?.user.createdAt).toEqual(new Date("2026-11-02T10:00:00.000Z"));
    answers.push({ status: 200, body: null });
    await store.refreshSession();
    expect(store.sessionSnapshot()).toMatchObject({ data: null, isPending: false, error: null });
  });

  it("keeps the same value when the same answer comes again, so nothing renders again for it", async () => {
    const store = await freshStore();
    answers.push({ status: 200, body: user("u1") }, { status: 200, body: user("u1") });
    await store.refreshSession();
    const first = store.sessionSnapshot();
    await store.refreshSession();
    expect(store.sessionSnapshot()).toBe(first);
  });

  it("keeps the user it knew when a read fails (offline, a busy server): an error, not a sign-out", async () => {
    const store = await freshStore();
    answers.push({ status: 200, body: user("u1") }, new TypeError("Failed to fetch"), { status: 503, body: {} });
    await store.refreshSession();
    await store.refreshSession();
    expect(store.sessionSnapshot().data?.user.id).toBe("u1");
    expect(store.sessionSnapshot().error?.message).toBe("Failed to fetch");
    await store.refreshSession();
    expect(store.sessionSnapshot().error?.message).toContain("503");
    expect(store.sessionSnapshot().data?.user.id).toBe("u1");
  });

  it("shares a read under way, but reads again after it once the session changed, so the newer answer stays", async () => {
    const store = await freshStore();
    answers.push({ status: 200, body: null }, { status: 200, body: user("u2") });
    const started = store.refreshSession();
    const shared = store.refreshSession();
    const fresh = store.sessionChanged();
    await Promise.all([started, shared, fresh]);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.sessionSnapshot().data?.user.id).toBe("u2");
  });
});

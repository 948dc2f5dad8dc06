import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import { mockApi } from "../../../test/fake-api";
import { getDeckProgress } from "../../decks/api/get-deck-progress";
import { getMyDecks } from "../../decks/api/get-my-decks";
import { myDeck } from "../../decks/testing/fixtures";
import { getStudySession } from "../../study/api/get-study-session";
import { copyWith, progressRow } from "../testing/copy-fixtures";
import { offlineCopyOf } from "./offline-mark";
import { readKeptDeck, readKeptDecks } from "./offline-study-store";

vi.mock("./offline-study-store", () => ({ readKeptDecks: vi.fn(), readKeptDeck: vi.fn() }));
vi.mock("../../../lib/session", () => ({ lastKnownUserId: () => "user-1" }));

// Kept at 08:00; one word comes due at 12:00, after the copy was kept.
const older = {
  ...copyWith([progressRow(1, { nextReview: "2026-11-25T12:00:00Z" }), progressRow(2, { state: 1, learningSteps: 2 })]),
  subDeckId: "older",
};
older.listing = myDeck({ subDeckId: "older", name: "Older", createdAt: "2026-11-01T00:00:00.000Z", wordsLearned: 1 });
const newer = { ...copyWith([]), subDeckId: "newer" };
newer.listing = myDeck({ subDeckId: "newer", name: "Newer", createdAt: "2026-11-20T00:00:00.000Z" });

describe("reads with no network answer from the device's copies", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-25T18:00:00Z"));
    vi.mocked(readKeptDecks).mockResolvedValue([older, newer]);
    vi.mocked(readKeptDeck).mockImplementation(async (_user, id) => (id === "older" ? older : null));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("My Decks lists the kept decks newest first, with their counts as of now", async () => {
    const decks = await getMyDecks();
    expect(decks.map((d) => d.name)).toEqual(["Newer", "Older"]);
    expect(decks[1]).toMatchObject({ wordsLearned: 2, dueCount: 1 });
    expect(offlineCopyOf(decks[1]!)?.counts).toMatchObject({ dueNow: 1, building: 1, learned: 2 });
    expect(vi.mocked(readKeptDecks)).toHaveBeenCalledWith("user-1");
  });

  it("a deck page is the copy counted and unlocked now, Time Rush locked, marked as read from the copy", async () => {
    const page = await getDeckProgress("older");
    expect(page.now).toBe("2026-11-25T18:00:00.000Z");
    expect(page.counts).toMatchObject({ new: 8, learned: 2, dueNow: 1 });
    expect(page.sessions.find((s) => s.kind === "need-review")?.unlocked).toBe(true);
    expect(page.sessions.find((s) => s.kind === "time-rush")).toMatchObject({ unlocked: false });
    expect(offlineCopyOf(page)?.savedAt).toBe(older.savedAt);
  });

  it("a study session is the copy's, as of now, marked as studied offline", async () => {
    const session = await getStudySession("learn-new", "older");
    expect(session).toMatchObject({ kind: "learn-new", now: "2026-11-25T18:00:00.000Z", offline: true });
    expect(session.words.map((w) => w.id)).toEqual([9, 10]);
    await expect(getStudySession("review", "never-kept")).rejects.toBeInstanceOf(TypeError);
  });

  it("a deck with no copy, or an answer from the server that refused, is an error as before", async () => {
    await expect(getDeckProgress("never-kept")).rejects.toBeInstanceOf(TypeError);
    mockApi({ "GET /api/me/decks": () => ({ status: 500, body: { error: { code: "X", message: "Broken" } } }) });
    await expect(getMyDecks()).rejects.toBeInstanceOf(ApiError);
    expect(vi.mocked(readKeptDecks)).not.toHaveBeenCalled();
  });
});

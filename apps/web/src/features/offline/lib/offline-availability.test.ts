import { sessionAvailability } from "@app/domain/decks/session-unlock";
import { describe, expect, it } from "vitest";
import { copyWith, sessionData } from "../testing/copy-fixtures";
import { NO_NEW_WORDS_KEPT, offlineAvailability, TIME_RUSH_NEEDS_CONNECTION } from "./offline-availability";

const counts = { wordCount: 20, started: 12, learned: 10, due: 3 };

describe("the deck page's sessions with no network", () => {
  it("keeps every session the copy can build as the unlock rules say, and locks Time Rush saying why", () => {
    const sessions = offlineAvailability(sessionAvailability(counts), copyWith([]));
    expect(sessions.map((s) => [s.kind, s.unlocked])).toEqual([
      ["learn-new", true],
      ["review", true],
      ["need-review", true],
      ["hard-words", true],
      ["audio-review", true],
      ["time-rush", false],
    ]);
    expect(sessions.find((s) => s.kind === "time-rush")?.reason).toBe(TIME_RUSH_NEEDS_CONNECTION);
  });

  it("locks Learn New when the copy kept no new words; a session the rules lock keeps its reason", () => {
    const noneKept = { ...copyWith([]), learnNew: sessionData("learn-new", []) };
    const sessions = offlineAvailability(sessionAvailability({ ...counts, learned: 2, due: 0 }), noneKept);
    expect(sessions.find((s) => s.kind === "learn-new")).toMatchObject({ unlocked: false, reason: NO_NEW_WORDS_KEPT });
    expect(sessions.find((s) => s.kind === "review")).toMatchObject({
      unlocked: false,
      reason: "Learn 3 more words to unlock (needs 5 learned).",
    });
  });
});

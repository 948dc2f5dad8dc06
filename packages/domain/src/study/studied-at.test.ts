import { describe, expect, it } from "vitest";
import { answeredAt, MAX_STUDY_AGE_MS, studiedAt } from "./studied-at";

const NOW = new Date("2026-11-25T15:00:00Z");

describe("when a session was studied", () => {
  it("is the end of the session the client reports", () => {
    expect(studiedAt({ startedAt: "2026-11-25T10:00:00Z", durationSeconds: 300 }, NOW).toISOString()).toBe(
      "2026-11-25T10:05:00.000Z",
    );
  });
  it("never after the server's now (a clock ahead, a made-up future)", () => {
    expect(studiedAt({ startedAt: "2027-01-01T00:00:00Z", durationSeconds: 60 }, NOW)).toEqual(NOW);
    expect(studiedAt({ startedAt: "2026-11-25T14:59:00Z", durationSeconds: 3600 }, NOW)).toEqual(NOW);
  });
  it("never more than 30 days back", () => {
    expect(studiedAt({ startedAt: "2020-01-01T00:00:00Z", durationSeconds: 60 }, NOW).getTime()).toBe(
      NOW.getTime() - MAX_STUDY_AGE_MS,
    );
  });
  it("an unreadable start is now", () => {
    expect(studiedAt({ startedAt: "nonsense", durationSeconds: 60 }, NOW)).toEqual(NOW);
  });
});

describe("when one word was answered", () => {
  const end = new Date("2026-11-25T10:05:00Z"); // a 300 s session that started at 10:00

  it("is the session's accepted end moved back to the word's last answer", () => {
    expect(answeredAt(end, 300, 60_000).toISOString()).toBe("2026-11-25T10:01:00.000Z");
    expect(answeredAt(end, 300, 300_000)).toEqual(end);
  });
  it("stays within the session whatever the client says", () => {
    expect(answeredAt(end, 300, 10_000_000)).toEqual(end);
    expect(answeredAt(end, 300, -1).toISOString()).toBe("2026-11-25T10:00:00.000Z");
  });
  it("is the session's end when the client says nothing (older clients)", () => {
    expect(answeredAt(end, 300, undefined)).toEqual(end);
    expect(answeredAt(end, 300, Number.NaN)).toEqual(end);
  });
  it("keeps its place in the session when the end was held back to the server's now", () => {
    // A clock 10 minutes ahead: the end is held at now, and the words keep their spacing.
    const now = new Date("2026-11-25T10:05:00Z");
    const held = studiedAt({ startedAt: "2026-11-25T10:10:00Z", durationSeconds: 300 }, now);
    expect(answeredAt(held, 300, 0).toISOString()).toBe("2026-11-25T10:00:00.000Z");
  });
});

import { describe, expect, it } from "vitest";
import { MAX_STUDY_AGE_MS, studiedAt } from "./studied-at";

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

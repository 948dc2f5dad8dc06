import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api";
import type { SaveOutcome } from "./offline-save-queue";
import { describeSyncError, lastSyncProblem, recordSyncOutcomes } from "./sync-problem";

const at = new Date("2026-11-25T18:00:00.000Z");

describe("sync problems", () => {
  it("says why in the learner's words: no network, a busy server, signed out, a refusal", () => {
    expect(describeSyncError(new TypeError("Failed to fetch"))).toMatch(/could not be reached/);
    expect(describeSyncError(new ApiError("x", 503))).toMatch(/did not answer/);
    expect(describeSyncError(new ApiError("x", 401, "UNAUTHORIZED"))).toMatch(/signed out/);
    expect(describeSyncError(new ApiError("This deck is not in your collection.", 404, "NOT_FOUND"))).toBe(
      "A session was refused: This deck is not in your collection.",
    );
  });

  it("keeps the last problem until a later sync saves something without one", () => {
    const failed = new Map<string, SaveOutcome>([["s1", { status: "queued", error: new TypeError("Failed") }]]);
    recordSyncOutcomes(failed, at);
    expect(lastSyncProblem()).toEqual({ at: at.toISOString(), message: expect.stringMatching(/could not be reached/) });
    // Offline (nothing tried): the problem stays.
    recordSyncOutcomes(new Map([["s1", { status: "queued" }]]), at);
    expect(lastSyncProblem()).not.toBeNull();
    recordSyncOutcomes(new Map([["s1", { status: "saved", result: {} as never }]]), at);
    expect(lastSyncProblem()).toBeNull();
  });
});

import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api";
import type { SavedScore } from "../api/time-rush-api";
import { saveScoreWithRetry } from "./save-score";

const SAVED: SavedScore = { success: true, isNewBest: true, bestScore: 3, gamesPlayed: 1, lastPlayed: null };

describe("saving a Time Rush score", () => {
  it("tries again after network failures, waiting longer each time", async () => {
    const save = vi
      .fn<() => Promise<SavedScore>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockRejectedValueOnce(new ApiError("Bad gateway", 502))
      .mockResolvedValueOnce(SAVED);
    const waits: number[] = [];
    await expect(saveScoreWithRetry(save, async (ms) => void waits.push(ms))).resolves.toBe(SAVED);
    expect(save).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("does not retry a refusal (an impossible score)", async () => {
    const refusal = new ApiError("This score is not possible in the time played.", 422, "UNPROCESSABLE");
    const save = vi.fn<() => Promise<SavedScore>>().mockRejectedValue(refusal);
    await expect(saveScoreWithRetry(save, async () => undefined)).rejects.toBe(refusal);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it("gives up after 5 attempts", async () => {
    const save = vi.fn<() => Promise<SavedScore>>().mockRejectedValue(new TypeError("offline"));
    await expect(saveScoreWithRetry(save, async () => undefined)).rejects.toThrow("offline");
    expect(save).toHaveBeenCalledTimes(5);
  });
});

import { describe, expect, it } from "vitest";
import { DUE_SOON_REFRESH_MS, dueSoonRefreshInterval } from "./due-soon";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe("the deck page's due-soon refresh", () => {
  it("refreshes every 2 minutes while a word comes due within 15 minutes", () => {
    expect(DUE_SOON_REFRESH_MS).toBe(120_000);
    expect(dueSoonRefreshInterval([{ nextReview: at(1) }], NOW)).toBe(120_000);
    expect(dueSoonRefreshInterval([{ nextReview: at(60 * 24) }, { nextReview: at(15) }], NOW)).toBe(120_000);
  });
  it("does not refresh for words due later, already due, ignored or never studied", () => {
    expect(dueSoonRefreshInterval([{ nextReview: at(15.01) }], NOW)).toBe(false);
    expect(dueSoonRefreshInterval([{ nextReview: at(0) }, { nextReview: at(-5) }], NOW)).toBe(false);
    expect(dueSoonRefreshInterval([{ nextReview: at(3), isIgnored: true }], NOW)).toBe(false);
    expect(dueSoonRefreshInterval([{ nextReview: null }], NOW)).toBe(false);
    expect(dueSoonRefreshInterval(undefined, NOW)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { addDays, dayInTimeZone, daysBetween, isValidTimeZone } from "./user-day";

describe("user days", () => {
  it("puts an instant on the user's own calendar day", () => {
    const instant = new Date("2026-11-21T23:30:00Z");
    expect(dayInTimeZone(instant, "UTC")).toBe("2026-11-21");
    expect(dayInTimeZone(instant, "Europe/Paris")).toBe("2026-11-22");
    expect(dayInTimeZone(instant, "America/New_York")).toBe("2026-11-21");
    expect(dayInTimeZone(new Date("2026-11-21T03:00:00Z"), "America/Los_Angeles")).toBe("2026-11-20");
  });
  it("validates time zone names", () => {
    expect(isValidTimeZone("Asia/Shanghai")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
  });
  it("does calendar arithmetic across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-11-20", "2026-11-21")).toBe(1);
    expect(daysBetween("2026-11-21", "2026-11-14")).toBe(-7);
  });
});

import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatDay, formatMonthDay } from "./format-date";

// The tests run in American English (the environment's locale); the learner's locale is the browser's.
const locale = new Intl.DateTimeFormat().resolvedOptions().locale;

describe.runIf(locale === "en-US")("one date format", () => {
  it("writes an instant's date as 'Nov 26, 2026' and a calendar day the same way, whatever the zone", () => {
    expect(formatDate("2026-11-26T12:00:00Z")).toBe("Nov 26, 2026");
    expect(formatDate(new Date("2026-11-26T12:00:00Z"))).toBe("Nov 26, 2026");
    expect(formatDay("2026-11-26")).toBe("Nov 26, 2026");
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
  });

  it("adds the time where one matters, and keeps the chart's month/day", () => {
    expect(formatDateTime("2026-11-26T12:00:00Z")).toMatch(/^Nov 26, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatMonthDay("2026-11-06")).toBe("11/6");
  });

  it("shows an unreadable value as given", () => {
    expect(formatDate("soon")).toBe("soon");
    expect(formatDay("2026-11")).toBe("2026-11");
  });
});

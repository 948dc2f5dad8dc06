import { describe, expect, it } from "vitest";
import {
  DEFAULT_SECONDS_PER_REVIEW,
  reminderDueDay,
  reminderHasNews,
  reminderMail,
  reminderSettingsSchema,
  secondsPerReview,
} from "./reminder-rules";

const paris = { hour: 18, timeZone: "Europe/Paris", lastSentDay: null, vacationSince: null };

describe("reminderDueDay", () => {
  it("is due from the picked local hour on, once a local day", () => {
    // 16:59 UTC is 17:59 in Paris (winter): not yet.
    expect(reminderDueDay(paris, new Date("2026-11-27T16:59:00Z"))).toBeNull();
    expect(reminderDueDay(paris, new Date("2026-11-27T17:00:00Z"))).toBe("2026-11-27");
    // Later the same evening it is still the same day's reminder; sent already, nothing more.
    expect(reminderDueDay({ ...paris, lastSentDay: "2026-11-27" }, new Date("2026-11-27T22:30:00Z"))).toBeNull();
    // A server that was down at 18:00 sends it at 23:00, never the next morning for the day before.
    expect(reminderDueDay(paris, new Date("2026-11-27T22:00:00Z"))).toBe("2026-11-27");
    expect(reminderDueDay({ ...paris, lastSentDay: "2026-11-27" }, new Date("2026-11-28T07:00:00Z"))).toBeNull();
    expect(reminderDueDay({ ...paris, lastSentDay: "2026-11-27" }, new Date("2026-11-28T17:05:00Z"))).toBe(
      "2026-11-28",
    );
  });

  it("reads the hour in the learner's zone, across the date line", () => {
    const auckland = { ...paris, timeZone: "Pacific/Auckland", hour: 7 };
    // 18:00 UTC on the 27th is 07:00 on the 28th in Auckland (summer, +13).
    expect(reminderDueDay(auckland, new Date("2026-11-27T18:00:00Z"))).toBe("2026-11-28");
    expect(reminderDueDay(auckland, new Date("2026-11-27T17:59:00Z"))).toBeNull();
  });

  it("sends nothing on vacation", () => {
    expect(reminderDueDay({ ...paris, vacationSince: "2026-11-20" }, new Date("2026-11-27T20:00:00Z"))).toBeNull();
  });

  it("keeps midnight as an hour like any other", () => {
    const midnight = { ...paris, hour: 0, timeZone: "UTC" };
    expect(reminderDueDay(midnight, new Date("2026-11-27T00:00:00Z"))).toBe("2026-11-27");
  });
});

describe("the reminder's content", () => {
  const links = { appUrl: "https://app.example/home", stopUrl: "https://app.example/reminders/stop?token=t" };

  it("says how many words are due and how long they take, with the one-click stop", () => {
    const mail = reminderMail({ dueCount: 42, minutes: 6.6, planLines: [], ...links });
    expect(mail.subject).toBe("42 words due for review today");
    expect(mail.text).toContain("42 words are due for review today: about 7 minutes.");
    expect(mail.text).toContain("Study now: https://app.example/home");
    expect(mail.text).toContain("Stop the reminders with one click: https://app.example/reminders/stop?token=t");
  });

  it("writes one word and one minute in the singular, and the plans' lines", () => {
    const mail = reminderMail({ dueCount: 1, minutes: 0.2, planLines: ["HSK 1: On track"], ...links });
    expect(mail.subject).toBe("1 word due for review today");
    expect(mail.text).toContain("1 word is due for review today: about 1 minute.");
    expect(mail.text).toContain("Your exam plans:\n- HSK 1: On track");
  });

  it("has news only with words due or a plan to report", () => {
    expect(reminderHasNews({ dueCount: 0, planLines: [] })).toBe(false);
    expect(reminderHasNews({ dueCount: 0, planLines: ["HSK 1: Behind"] })).toBe(true);
    expect(reminderMail({ dueCount: 0, minutes: 0, planLines: ["x"], ...links }).subject).toBe(
      "Your study plan for today",
    );
  });
});

describe("secondsPerReview", () => {
  it("is the median of recent answers, long pauses capped at a minute", () => {
    const times = [4000, 5000, 6000, 7000, 8000, 9000, 10_000, 11_000, 12_000, 600_000, 0];
    expect(secondsPerReview(times)).toBe(8.5);
  });

  it("falls back to the default with too few timed answers", () => {
    expect(secondsPerReview([3000, 0, 0])).toBe(DEFAULT_SECONDS_PER_REVIEW);
  });
});

describe("reminderSettingsSchema", () => {
  it("names the hour when it is out of range", () => {
    const result = reminderSettingsSchema.safeParse({ enabled: true, hour: 24 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Pick an hour between 0 and 23 for your reminder.");
    expect(reminderSettingsSchema.safeParse({ enabled: true, hour: 7, extra: 1 }).success).toBe(false);
  });
});

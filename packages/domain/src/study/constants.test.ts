import { describe, expect, it } from "vitest";
import {
  AUDIO_AUTOPLAY_DELAY_MS,
  BUILDING_STEP_DELAYS_MS,
  BUILDING_STEPS,
  correctThreshold,
  DEFAULT_FSRS_SETTINGS,
  EMPTY_SESSION_RESET_MS,
  ENTER_GUARD_MS,
  HARD_WORDS_SIZE,
  KNOWN_WORD_COUNTS,
  LEARN_NEW_WORDS,
  MANUAL_PREDICTED_RETENTION,
  MAX_RESPONSE_SECONDS,
  MAX_SESSION_SECONDS,
  MIN_HISTORY_FOR_LONG_INTERVALS,
  MULTIPLE_CHOICE_OPTIONS,
  progressDots,
  SCHEDULING_FAILURE_DELAY_MS,
  SESSION_TYPES,
  STUDY_ALGORITHMS,
  STUDY_TYPES,
  YOUNG_WORD_MAX_DAYS,
} from "./constants";

const MINUTE = 60_000;

describe("session types, algorithms and study types (spec §3, §4)", () => {
  it("lists the six session types", () => {
    expect([...SESSION_TYPES]).toEqual(["LEARN", "REVIEW", "NEED_REVIEW", "AUDIO_REVIEW", "HARD_WORDS", "TIME_RUSH"]);
  });
  it("lists the two study algorithms", () => {
    expect([...STUDY_ALGORITHMS]).toEqual(["AUTOMATIC", "MANUAL"]);
  });
  it("lists the four study types", () => {
    expect([...STUDY_TYPES]).toEqual(["All", "Typing", "Multiple Choice", "Audio"]);
  });
});

describe("correctThreshold (spec §4 session flow, §9)", () => {
  it("is 5 in Learn New", () => expect(correctThreshold("LEARN")).toBe(5));
  it("is 3 in Hard Words", () => expect(correctThreshold("HARD_WORDS")).toBe(3));
  it.each(["REVIEW", "NEED_REVIEW", "AUDIO_REVIEW"] as const)("is 1 in %s", (type) => {
    expect(correctThreshold(type)).toBe(1);
  });
});

describe("progressDots (spec §2, §9)", () => {
  it("shows 3 dots in Hard Words", () => expect(progressDots("HARD_WORDS")).toBe(3));
  it.each(["LEARN", "REVIEW", "NEED_REVIEW", "AUDIO_REVIEW", "TIME_RUSH"] as const)("shows 5 dots in %s", (type) => {
    expect(progressDots(type)).toBe(5);
  });
});

describe("session constants (spec §9)", () => {
  it("Learn New takes 5 words and Hard Words 10", () => {
    expect(LEARN_NEW_WORDS).toBe(5);
    expect(HARD_WORDS_SIZE).toBe(10);
  });
  it("multiple choice has 4 options", () => expect(MULTIPLE_CHOICE_OPTIONS).toBe(4));
  it("caps the session duration at 86,400 s and response times at 3,600 s", () => {
    expect(MAX_SESSION_SECONDS).toBe(86_400);
    expect(MAX_RESPONSE_SECONDS).toBe(3_600);
  });
  it("ignores Enter for 200 ms, resets an empty session after 100 ms, autoplays audio after 300 ms", () => {
    expect(ENTER_GUARD_MS).toBe(200);
    expect(EMPTY_SESSION_RESET_MS).toBe(100);
    expect(AUDIO_AUTOPLAY_DELAY_MS).toBe(300);
  });
  it("marks a known word with 5 correct, 5 reviewed, difficulty score 4", () => {
    expect(KNOWN_WORD_COUNTS).toEqual({ correctCount: 5, reviewedCount: 5, difficultyScore: 4 });
  });
  it("has 3 building steps with delays 1 min (3 left), 10 min (2 left), 1 h (1 left)", () => {
    expect(BUILDING_STEPS).toBe(3);
    expect(BUILDING_STEP_DELAYS_MS[3]).toBe(1 * MINUTE);
    expect(BUILDING_STEP_DELAYS_MS[2]).toBe(10 * MINUTE);
    expect(BUILDING_STEP_DELAYS_MS[1]).toBe(60 * MINUTE);
  });
  it("limits words with fewer than 10 history entries to 2 days", () => {
    expect(MIN_HISTORY_FOR_LONG_INTERVALS).toBe(10);
    expect(YOUNG_WORD_MAX_DAYS).toBe(2);
  });
  it("falls back to 2 hours on a scheduling failure", () => expect(SCHEDULING_FAILURE_DELAY_MS).toBe(2 * 60 * MINUTE));
  it("predicts a retention of 0.9 in manual mode", () => expect(MANUAL_PREDICTED_RETENTION).toBe(0.9));
});

describe("DEFAULT_FSRS_SETTINGS (spec README decisions, §9)", () => {
  it("uses MANUAL and study type All", () => {
    expect(DEFAULT_FSRS_SETTINGS.studyAlgorithm).toBe("MANUAL");
    expect(DEFAULT_FSRS_SETTINGS.studyType).toBe("All");
  });
  it("uses request retention 0.9 and maximum interval 36500 days", () => {
    expect(DEFAULT_FSRS_SETTINGS.requestRetention).toBe(0.9);
    expect(DEFAULT_FSRS_SETTINGS.maximumInterval).toBe(36500);
  });
  it("uses easy bonus 1.3 and hard interval 1.2", () => {
    expect(DEFAULT_FSRS_SETTINGS.easyBonus).toBe(1.3);
    expect(DEFAULT_FSRS_SETTINGS.hardInterval).toBe(1.2);
  });
  it("turns reinforce_new_cards and relearn_mature_cards on", () => {
    expect(DEFAULT_FSRS_SETTINGS.reinforceNewCards).toBe(true);
    expect(DEFAULT_FSRS_SETTINGS.relearnMatureCards).toBe(true);
  });
});

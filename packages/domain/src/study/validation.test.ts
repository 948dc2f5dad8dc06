import { describe, expect, it } from "vitest";
import { knownWord } from "../test-support/session";
import {
  fsrsSettingsErrorMessage,
  fsrsSettingsUpdateSchema,
  type SessionSaveInput,
  sessionSaveSchema,
} from "./validation";

const SESSION_ID = "3f8b2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const payload = (over: Partial<SessionSaveInput> = {}): SessionSaveInput => ({
  sessionId: SESSION_ID,
  subDeckId: "chinese-hsk1-1",
  sessionType: "LEARN",
  startedAt: "2026-03-10T12:00:00.000Z",
  durationSeconds: 120,
  words: [
    {
      wordId: 1,
      correctCount: 5,
      reviewedCount: 6,
      gotWrong: true,
      responseTimes: [1.2, 2, 3, 1, 1, 0.9],
      difficultyScore: 3,
      ratings: [3, 1, 3, 3, 4, 4],
    },
    knownWord(2),
  ],
  ...over,
});
/** A word answered once, right, in one second. */
const oneAnswer = (over: Partial<SessionSaveInput["words"][number]> = {}): SessionSaveInput["words"][number] => ({
  wordId: 3,
  correctCount: 1,
  reviewedCount: 1,
  gotWrong: false,
  responseTimes: [1],
  difficultyScore: 3,
  ...over,
});
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => i.message);

describe("sessionSaveSchema", () => {
  it("accepts a well-formed session", () => {
    const parsed = sessionSaveSchema.parse(payload());
    expect(parsed.words).toHaveLength(2);
    expect(parsed.durationSeconds).toBe(120);
  });
  it("defaults already_know to false and ratings to an empty list", () => {
    const parsed = sessionSaveSchema.parse(
      payload({
        words: [
          { wordId: 9, correctCount: 1, reviewedCount: 1, gotWrong: false, responseTimes: [1], difficultyScore: 3 },
        ],
      }),
    );
    expect(parsed.words[0]!.alreadyKnow).toBe(false);
    expect(parsed.words[0]!.ratings).toEqual([]);
  });
  it.each(["LEARN", "REVIEW", "NEED_REVIEW", "AUDIO_REVIEW", "HARD_WORDS"] as const)(
    "accepts session type %s",
    (sessionType) => {
      expect(sessionSaveSchema.safeParse(payload({ sessionType })).success).toBe(true);
    },
  );
  it("refuses an unknown session type", () => {
    expect(sessionSaveSchema.safeParse(payload({ sessionType: "CRAM" as never })).success).toBe(false);
  });

  describe("duration is capped at 86,400 s (spec §4, §5)", () => {
    it.each([
      [0, 0],
      [59.4, 59],
      [86_399, 86_399],
      [86_400, 86_400],
      [86_400.4, 86_400],
      [86_401, 86_400],
      [200_000, 86_400],
      [10_000_000, 86_400],
    ])("%d s is kept as %d s", (input, kept) => {
      expect(sessionSaveSchema.parse(payload({ durationSeconds: input })).durationSeconds).toBe(kept);
    });
    it("refuses a negative duration", () => {
      expect(sessionSaveSchema.safeParse(payload({ durationSeconds: -1 })).success).toBe(false);
    });
  });

  describe("words", () => {
    it("refuses a word listed twice", () => {
      const words = payload().words;
      const result = sessionSaveSchema.safeParse(payload({ words: [words[0]!, { ...words[1]!, wordId: 1 }] }));
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toContain("Each word may appear once");
    });
    it("refuses more correct answers than answers", () => {
      const result = sessionSaveSchema.safeParse(
        payload({
          words: [
            {
              wordId: 3,
              correctCount: 3,
              reviewedCount: 2,
              gotWrong: false,
              responseTimes: [1, 1],
              difficultyScore: 3,
            },
          ],
        }),
      );
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toContain("correctCount cannot exceed reviewedCount");
      expect(result.error!.issues[0]!.path).toEqual(["words", 0, "correctCount"]);
    });
    it("accepts correct = reviewed", () => {
      expect(
        sessionSaveSchema.safeParse(
          payload({
            words: [
              {
                wordId: 3,
                correctCount: 2,
                reviewedCount: 2,
                gotWrong: false,
                responseTimes: [1, 1],
                difficultyScore: 3,
              },
            ],
          }),
        ).success,
      ).toBe(true);
    });
    it("accepts an empty word list", () => {
      expect(sessionSaveSchema.safeParse(payload({ words: [] })).success).toBe(true);
    });
    it.each([0, 5])("refuses a rating of %i (ratings are 1–4)", (rating) => {
      const result = sessionSaveSchema.safeParse(payload({ words: [oneAnswer({ ratings: [rating] })] }));
      expect(result.success).toBe(false);
    });
    it.each([-1, 5])("refuses a difficulty score of %i", (difficultyScore) => {
      const result = sessionSaveSchema.safeParse(payload({ words: [oneAnswer({ difficultyScore })] }));
      expect(result.success).toBe(false);
    });
    it("refuses a negative response time and negative counts", () => {
      const base = oneAnswer();
      expect(sessionSaveSchema.safeParse(payload({ words: [{ ...base, responseTimes: [-1] }] })).success).toBe(false);
      expect(sessionSaveSchema.safeParse(payload({ words: [{ ...base, correctCount: -1 }] })).success).toBe(false);
      expect(sessionSaveSchema.safeParse(payload({ words: [{ ...base, wordId: 0 }] })).success).toBe(false);
    });
  });

  it("refuses a session id that is not a UUID", () => {
    expect(sessionSaveSchema.safeParse(payload({ sessionId: "not-a-uuid" })).success).toBe(false);
  });
  it("refuses a start time that is not an ISO date-time", () => {
    expect(sessionSaveSchema.safeParse(payload({ startedAt: "yesterday" })).success).toBe(false);
  });
});

describe("fsrsSettingsUpdateSchema (spec §5 scheduling settings)", () => {
  const RETENTION = "Desired retention must be between 50 % and 100 %";
  const INTERVAL = "Maximum interval must be between 1 and 36500 days";
  const EASY = "Easy bonus must be between 1.0 and 3.0";
  const HARD = "Hard interval must be between 0.5 and 2.0";
  const ALGORITHM = "Study algorithm must be either AUTOMATIC or MANUAL";
  const STUDY_TYPE = "Study type must be one of: All, Typing, Multiple Choice, Audio";

  it("accepts an empty update (only the fields present are applied)", () => {
    expect(fsrsSettingsUpdateSchema.parse({})).toEqual({});
  });
  it("accepts a complete valid update", () => {
    const full = {
      requestRetention: 0.9,
      maximumInterval: 36500,
      easyBonus: 1.3,
      hardInterval: 1.2,
      studyAlgorithm: "AUTOMATIC",
      studyType: "Multiple Choice",
      reinforceNewCards: false,
      relearnMatureCards: true,
    };
    expect(fsrsSettingsUpdateSchema.parse(full)).toEqual(full);
  });

  it.each([
    ["requestRetention", [0.5, 0.75, 1], [0.49, 1.01, 0, -1, Number.NaN, "0.9", null], RETENTION],
    ["maximumInterval", [1, 365, 36500], [0, 36501, -5, Number.POSITIVE_INFINITY, "365"], INTERVAL],
    ["easyBonus", [1, 1.3, 3], [0.99, 3.01, Number.NaN, "1.3"], EASY],
    ["hardInterval", [0.5, 1.2, 2], [0.49, 2.01, 0, "1.2"], HARD],
    ["studyAlgorithm", ["AUTOMATIC", "MANUAL"], ["manual", "Automatic", "", "FSRS", 1], ALGORITHM],
    [
      "studyType",
      ["All", "Typing", "Multiple Choice", "Audio"],
      ["all", "Audio Typing", "Audio Multiple Choice", "", 2],
      STUDY_TYPE,
    ],
  ] as const)("%s: accepts %j, refuses %j with its message", (field, good, bad, message) => {
    for (const value of good) expect(fsrsSettingsUpdateSchema.safeParse({ [field]: value }).success).toBe(true);
    for (const value of bad) {
      const result = fsrsSettingsUpdateSchema.safeParse({ [field]: value });
      expect(result.success, `${field} = ${String(value)}`).toBe(false);
      expect(messagesOf(result)).toEqual([message]);
    }
  });
  it("accepts boolean toggles and refuses other values", () => {
    expect(fsrsSettingsUpdateSchema.safeParse({ reinforceNewCards: true, relearnMatureCards: false }).success).toBe(
      true,
    );
    expect(fsrsSettingsUpdateSchema.safeParse({ reinforceNewCards: "yes" }).success).toBe(false);
  });
  it("collects every failure", () => {
    const result = fsrsSettingsUpdateSchema.safeParse({
      requestRetention: 2,
      maximumInterval: 0,
      easyBonus: 5,
      hardInterval: 3,
      studyAlgorithm: "X",
      studyType: "Y",
    });
    expect(result.success).toBe(false);
    expect(new Set(messagesOf(result))).toEqual(new Set([RETENTION, INTERVAL, EASY, HARD, ALGORITHM, STUDY_TYPE]));
  });

  describe("fsrsSettingsErrorMessage", () => {
    it("is 'Invalid FSRS settings: ' followed by the message", () => {
      expect(fsrsSettingsErrorMessage([{ message: RETENTION }])).toBe(`Invalid FSRS settings: ${RETENTION}`);
    });
    it("joins every message, each once", () => {
      const result = fsrsSettingsUpdateSchema.safeParse({ requestRetention: 0.2, easyBonus: 4 });
      const text = fsrsSettingsErrorMessage(result.error!.issues);
      expect(text.startsWith("Invalid FSRS settings: ")).toBe(true);
      expect(text).toContain(RETENTION);
      expect(text).toContain(EASY);
      expect(text).toBe(`Invalid FSRS settings: ${RETENTION}, ${EASY}`);
    });
    it("states a repeated message once", () => {
      expect(fsrsSettingsErrorMessage([{ message: HARD }, { message: HARD }])).toBe(`Invalid FSRS settings: ${HARD}`);
    });
  });
});

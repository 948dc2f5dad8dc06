import { correctBonusSeconds } from "@app/domain/games/time-rush";
import type { StudyWord } from "@app/domain/study/test-building";
import { describe, expect, it } from "vitest";
import {
  answer,
  canAnswer,
  createGame,
  currentWord,
  type GameInput,
  secondsLeft,
  startGame,
  type TimeRushState,
  tick,
  written,
} from "./time-rush-engine";

const WORDS: StudyWord[] = [
  { id: 1, originalWord: "hola", translation: "hello", pinyin: null },
  { id: 2, originalWord: "gato", translation: "cat", pinyin: null },
  { id: 3, originalWord: "perro", translation: "dog", pinyin: null },
];
const HANZI: StudyWord[] = [
  { id: 11, originalWord: "我", translation: "I; me", pinyin: "wǒ" },
  { id: 12, originalWord: "你", translation: "you", pinyin: "nǐ" },
];

/** A seeded random: the same game every run. */
function seeded(seed = 7) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const T0 = 10_000;
const input = (over: Partial<GameInput> = {}): GameInput => ({
  words: WORDS,
  distractors: [],
  writing: false,
  studyType: "Typing",
  languageName: "Spanish",
  ...over,
});
const at = (now: number, random = seeded()) => ({ now, random });
const rightAnswer = (s: TimeRushState) => currentWord(s)!.translation;

function playing(over: Partial<GameInput> = {}): TimeRushState {
  return startGame(createGame(input(over)), at(T0));
}

describe("Time Rush state machine", () => {
  it("waits with the full time, then plays from the start with score 0", () => {
    const waiting = createGame(input());
    expect(waiting.phase).toBe("waiting");
    expect(secondsLeft(waiting, 123_456)).toBe(15);
    const s = startGame(waiting, at(T0));
    expect(s.phase).toBe("playing");
    expect(s.score).toBe(0);
    expect(s.startSeconds).toBe(15);
    expect(currentWord(s)).toBeDefined();
    expect(s.test?.directionText).toBe("Type the English meaning");
  });

  it("starts writing decks at 30 s", () => {
    expect(createGame(input({ words: HANZI, writing: true })).startSeconds).toBe(30);
  });

  it("computes the time left from timestamps, not from ticks", () => {
    const s = playing();
    expect(secondsLeft(s, T0)).toBe(15);
    expect(secondsLeft(s, T0 + 2_500)).toBe(12.5);
    // A tab throttled to one tick in 10 s still shows the right time and nothing else changes.
    const late = tick(s, at(T0 + 10_000));
    expect(late).toBe(s);
    expect(secondsLeft(late, T0 + 10_000)).toBe(5);
  });

  it("a correct answer scores and adds max(0.5, 2·e^(−elapsed/30)) seconds", () => {
    const s = playing();
    const after = answer(s, rightAnswer(s), at(T0 + 6_000));
    expect(after.score).toBe(1);
    expect(after.answered).toBe(1);
    expect(after.feedback).toEqual({ correct: true, until: T0 + 6_500 });
    expect(secondsLeft(after, T0 + 6_000)).toBeCloseTo(9 + correctBonusSeconds(6), 10);
  });

  it("the bonus never takes the clock above the starting time", () => {
    const s = playing();
    const after = answer(s, rightAnswer(s), at(T0 + 100));
    expect(secondsLeft(after, T0 + 100)).toBe(15);
  });

  it("a wrong answer takes 1 second and sends the word to the back", () => {
    const s = playing();
    const asked = s.current!;
    const after = answer(s, "definitely not", at(T0 + 3_000));
    expect(after.score).toBe(0);
    expect(after.answered).toBe(1);
    expect(after.feedback?.correct).toBe(false);
    expect(secondsLeft(after, T0 + 3_000)).toBe(11);
    expect(after.round.at(-1)).toBe(asked);
    expect(after.round).toHaveLength(3);
  });

  it("shows feedback for 500 ms (answers ignored meanwhile), then the next prompt", () => {
    const s = playing();
    const fb = answer(s, rightAnswer(s), at(T0 + 1_000));
    expect(canAnswer(fb, T0 + 1_200)).toBe(false);
    expect(answer(fb, "again", at(T0 + 1_200))).toBe(fb);
    expect(tick(fb, at(T0 + 1_499))).toBe(fb);
    const next = tick(fb, at(T0 + 1_500));
    expect(next.feedback).toBeNull();
    expect(next.promptShownAt).toBe(T0 + 1_500);
    expect(next.current).not.toBe(s.current);
  });

  it("ends at 0 s, even when the tick comes late; the end is when the clock hit 0", () => {
    const s = playing();
    expect(tick(s, at(T0 + 14_999)).phase).toBe("playing");
    const over = tick(s, at(T0 + 40_000));
    expect(over.phase).toBe("gameOver");
    expect(over.endedAt).toBe(T0 + 15_000);
    expect(secondsLeft(over, T0 + 40_000)).toBe(0);
    expect(answer(over, "hello", at(T0 + 40_001))).toBe(over);
  });

  it("an answer after the time ran out ends the game instead of counting", () => {
    const s = playing();
    const over = answer(s, rightAnswer(s), at(T0 + 15_001));
    expect(over.phase).toBe("gameOver");
    expect(over.score).toBe(0);
  });

  it("a wrong answer with less than a second left ends the game", () => {
    const s = playing();
    const over = answer(s, "wrong", at(T0 + 14_500));
    expect(over.phase).toBe("gameOver");
  });

  it("reshuffles the words once all were answered, and the run continues", () => {
    let s = playing();
    let now = T0;
    const asked: number[] = [];
    for (let i = 0; i < 4; i++) {
      asked.push(s.current!);
      now += 300;
      s = answer(s, rightAnswer(s), at(now));
      now += 500;
      s = tick(s, at(now));
    }
    expect(new Set(asked.slice(0, 3))).toEqual(new Set([1, 2, 3]));
    expect(s.phase).toBe("playing");
    expect(s.score).toBe(4);
    // The new round doesn't start with the word just answered.
    expect(asked[3]).not.toBe(asked[2]);
  });

  it("writing: completing a word adds 2 s (capped), scores, and a random unseen word follows", () => {
    let s = playing({ words: HANZI, writing: true });
    expect(s.test).toBeNull();
    const first = s.current!;
    s = written(s, at(T0 + 5_000));
    expect(s.score).toBe(1);
    expect(secondsLeft(s, T0 + 5_000)).toBe(27);
    expect(s.feedback).toEqual({ correct: true, until: T0 + 6_000 });
    s = tick(s, at(T0 + 6_000));
    expect(s.current).not.toBe(first);
    s = written(s, at(T0 + 6_100));
    expect(secondsLeft(s, T0 + 6_100)).toBeCloseTo(25.9 + 2, 10);
    s = tick(s, at(T0 + 7_100));
    // Both written: a new round, not starting with the word just written.
    expect(s.seen).toEqual([]);
    expect(s.current).toBe(first);
    const capped = written(playing({ words: HANZI, writing: true }), at(T0 + 500));
    expect(secondsLeft(capped, T0 + 500)).toBe(30);
  });

  it("typed answers are checked like in sessions (trimmed, case-insensitive, any part)", () => {
    const s = playing({ words: [{ id: 5, originalWord: "casa", translation: "house; home", pinyin: null }] });
    expect(answer(s, "  HOME ", at(T0 + 1_000)).score).toBe(1);
  });
});

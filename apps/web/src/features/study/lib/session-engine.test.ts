import { knownWord } from "@app/domain/test-support/session";
import { describe, expect, it } from "vitest";
import { seeded, sessionWord } from "../../../test/study-data";
import {
  canClaimCorrect,
  canContinueWithEnter,
  canUndo,
  claimCorrect,
  continueAfterFeedback,
  currentWord,
  endSession,
  hasAnswers,
  manualRatingOf,
  markAsKnown,
  nextPresented,
  rateAnswer,
  type SessionEnv,
  type SessionState,
  type StartInput,
  sessionProgress,
  startSession,
  submitAnswer,
  submitWriting,
  undoLastAnswer,
  WRITING_DIRECTION,
} from "./session-engine";
import { buildSavePayload } from "./session-payload";

const word = sessionWord;

const WORDS = [
  word(1, "hola", "hello"),
  word(2, "gato", "cat"),
  word(3, "perro", "dog"),
  word(4, "casa", "house"),
  word(5, "libro", "book"),
];

function setup(overrides: Partial<StartInput> = {}, seed = 7) {
  const random = seeded(seed);
  let now = 1_000_000;
  const env = (advanceMs = 1500): SessionEnv => {
    now += advanceMs;
    return { now, random };
  };
  const state = startSession(
    {
      sessionType: "REVIEW",
      algorithm: "AUTOMATIC",
      studyType: "Typing",
      languageName: "Spanish",
      words: WORDS,
      distractors: [],
      ...overrides,
    },
    env(0),
  );
  return { state, env };
}

/** The save request of a finished session. */
function payloadOf(state: SessionState) {
  return buildSavePayload({
    sessionId: "11111111-1111-4111-8111-111111111111",
    subDeckId: "spanish-core-1",
    sessionType: state.sessionType,
    startedAt: state.startedAt,
    endedAt: state.endedAt!,
    tallies: state.queue.tallies,
  });
}

/** The right answer to what is on screen. */
function rightAnswer(state: SessionState): string {
  return state.test!.expectedAnswer;
}

function answer(state: SessionState, env: (ms?: number) => SessionEnv, correct: boolean): SessionState {
  const given = correct ? rightAnswer(state) : "definitely wrong";
  const s = submitAnswer(state, given, env());
  expect(s.phase).toBe("feedback");
  return s;
}

describe("session engine", () => {
  it("Review: one correct answer per word ends the session at the overview", () => {
    const { state: start, env } = setup();
    expect(start.phase).toBe("test");
    let state = start;
    const seen: number[] = [];
    while (state.phase !== "overview") {
      seen.push(state.test!.wordId);
      state = continueAfterFeedback(answer(state, env, true), env());
    }
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(Object.values(state.queue.tallies).every((t) => t.correctCount === 1 && t.reviewedCount === 1)).toBe(true);
    expect(state.endedAt).not.toBeNull();
  });

  it("a typed answer is checked with the domain rule (trimmed, lower-cased, any part)", () => {
    const { state, env } = setup({ words: [word(1, "hola", "hello; hi (informal)")] });
    const s = submitAnswer(state, "  HI ", env());
    expect(s.pending?.correct).toBe(true);
  });

  it("a wrong answer sends the word to the back and it comes again", () => {
    const { state: start, env } = setup();
    const first = start.test!.wordId;
    let state = continueAfterFeedback(answer(start, env, false), env());
    expect(state.queue.pending.at(-1)).toBe(first);
    expect(state.queue.tallies[first]!.gotWrong).toBe(true);
    expect(state.queue.tallies[first]!.difficultyScore).toBe(1);
    // Answer everything right until only the missed word is left: it comes back.
    while (state.test!.wordId !== first) state = continueAfterFeedback(answer(state, env, true), env());
    expect(state.queue.pending).toEqual([first]);
  });

  it("Learn New: presents each word, then asks each word until it has 5 correct answers", () => {
    const { state: start, env } = setup({ sessionType: "LEARN", studyType: "Multiple Choice" });
    expect(start.phase).toBe("presentation");
    let state = start;
    const presented: string[] = [];
    while (state.phase === "presentation") {
      presented.push(currentWord(state)!.originalWord);
      state = nextPresented(state, env());
    }
    expect(presented).toEqual(["hola", "gato", "perro", "casa", "libro"]);
    expect(state.test!.format).toBe("multiple-choice");
    expect(state.test!.options).toHaveLength(4);
    let answers = 0;
    while (state.phase !== "overview") {
      state = continueAfterFeedback(answer(state, env, true), env());
      answers += 1;
    }
    expect(answers).toBe(25);
    expect(Object.values(state.queue.tallies).every((t) => t.correctCount === 5)).toBe(true);
  });

  it("Learn New: 'Already know' during the presentation marks the word learned and skips it", () => {
    const { state: start, env } = setup({ sessionType: "LEARN" });
    const state = markAsKnown(start, env());
    expect(state.phase).toBe("presentation");
    expect(currentWord(state)!.originalWord).toBe("gato");
    expect(state.queue.tallies[1]).toMatchObject({
      alreadyKnow: true,
      correctCount: 5,
      reviewedCount: 5,
      difficultyScore: 4,
    });
    expect(state.queue.pending).not.toContain(1);
    expect(hasAnswers(state)).toBe(true);
  });

  it("Learn New: marking the last presented word starts the tests; marking every word ends the session", () => {
    const { state: start, env } = setup({ sessionType: "LEARN", words: WORDS.slice(0, 2) });
    let state = nextPresented(start, env());
    state = markAsKnown(state, env());
    expect(state.phase).toBe("test");
    expect(state.test!.wordId).toBe(1);
    state = markAsKnown(state, env());
    expect(state.phase).toBe("overview");
  });

  it("Hard Words needs 3 correct answers per word and shows 3 dots", () => {
    const { state: start, env } = setup({ sessionType: "HARD_WORDS", words: WORDS.slice(0, 1) });
    let state = start;
    expect(sessionProgress(state).dots).toEqual({ total: 3, filled: 0 });
    state = answer(state, env, true);
    expect(sessionProgress(state).dots).toEqual({ total: 3, filled: 1 });
    state = continueAfterFeedback(state, env());
    state = continueAfterFeedback(answer(state, env, true), env());
    expect(state.phase).toBe("test");
    state = answer(state, env, true);
    expect(sessionProgress(state)).toMatchObject({ wordsRemaining: 0, percentComplete: 100 });
    expect(continueAfterFeedback(state, env()).phase).toBe("overview");
  });

  it("Need Review shuffles the due words", () => {
    const orders = new Set<string>();
    for (let seed = 1; seed < 8; seed++) {
      const { state } = setup({ sessionType: "NEED_REVIEW" }, seed);
      orders.add(state.words.map((w) => w.id).join(","));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it("MANUAL: a rating follows every answer and is recorded; Again on a right answer counts as wrong", () => {
    const { state: start, env } = setup({ algorithm: "MANUAL", words: WORDS.slice(0, 2) });
    let state = continueAfterFeedback(answer(start, env, true), env());
    expect(state.phase).toBe("rating");
    const first = state.test!.wordId;
    state = rateAnswer(state, 1, env());
    expect(state.queue.tallies[first]).toMatchObject({ ratings: [1], gotWrong: true, correctCount: 1 });
    state = continueAfterFeedback(answer(state, env, true), env());
    state = rateAnswer(state, 4, env());
    expect(state.phase).toBe("overview");
    const payload = payloadOf(state);
    expect(payload.words.map((w) => w.ratings)).toEqual([[1], [4]]);
  });

  it("MANUAL asks only for the rating FSRS uses: a wrong first answer is Again, later answers are not rated", () => {
    const { state: start, env } = setup({ algorithm: "MANUAL", sessionType: "HARD_WORDS", words: WORDS.slice(0, 1) });
    // The first answer is wrong: said to be Again on the feedback, no rating card.
    let state = answer(start, env, false);
    expect(manualRatingOf(state)).toBe("again");
    state = continueAfterFeedback(state, env());
    expect(state.phase).toBe("test");
    expect(state.queue.tallies[1]).toMatchObject({ ratings: [1], firstAnswerCorrect: false });
    // Later answers, right or wrong: no rating asked or recorded (FSRS has its Again already).
    for (const right of [true, false, true, true]) {
      state = answer(state, env, right);
      expect(manualRatingOf(state)).toBe("none");
      state = continueAfterFeedback(state, env());
      expect(state.phase).not.toBe("rating");
    }
    expect(state.phase).toBe("overview");
    expect(payloadOf(state).words[0]).toMatchObject({ ratings: [1], correctCount: 3, reviewedCount: 5 });
  });

  it("each word carries when it was last answered, in ms after the session started (the review log's time)", () => {
    const { state: start, env } = setup({ words: WORDS.slice(0, 2) });
    // setup's clock moves 1.5 s per step: start, then each answer's feedback.
    let state = answer(start, env, true);
    const first = state.test!.wordId;
    const firstAt = state.feedbackShownAt - state.startedAt;
    state = continueAfterFeedback(state, env());
    state = answer(state, env, true);
    const second = state.test!.wordId;
    const secondAt = state.feedbackShownAt - state.startedAt;
    state = continueAfterFeedback(state, env());
    expect(state.phase).toBe("overview");
    expect(secondAt).toBeGreaterThan(firstAt);
    const payload = payloadOf(state);
    const sent = new Map(payload.words.map((w) => [w.wordId, w.answeredAtMs]));
    expect([sent.get(first), sent.get(second)]).toEqual([firstAt, secondAt]);
  });

  it("a typed answer with a typo or without its accents counts as right, marked; a wrong one stays wrong", () => {
    const first = (translation: string, given: string) => {
      const { state, env } = setup({ words: [word(1, "x", translation)] });
      expect(state.test!.expectedAnswer).toBe(translation);
      return submitAnswer(state, given, env()).pending!;
    };
    expect(first("house", "hosue")).toMatchObject({ correct: true, typo: "spelling" });
    expect(first("très", "tres")).toMatchObject({ correct: true, typo: "accents" });
    expect(first("house", "house").typo).toBeUndefined();
    expect(first("house", "horse mouse")).toMatchObject({ correct: false });
    expect(first("house", "horse mouse").typo).toBeUndefined();
  });

  it("Undo takes back the last answer, from its feedback or after Continue, one answer at a time", () => {
    const { state: start, env } = setup({ words: WORDS.slice(0, 2) });
    expect(canUndo(start)).toBe(false);
    const firstWord = start.test!.wordId;
    // Wrong, seen in feedback, then undone: as if never answered.
    const wrong = answer(start, env, false);
    expect(canUndo(wrong)).toBe(true);
    const back = undoLastAnswer(wrong, env());
    expect(back.phase).toBe("test");
    expect(back.test!.wordId).toBe(firstWord);
    expect(back.queue).toEqual(start.queue);
    expect(back.pending).toBeNull();
    expect(back.promptShownAt).toBeGreaterThan(start.promptShownAt);
    // Right this time, Continue, then the second word right: undo goes back to the second prompt.
    let state = continueAfterFeedback(answer(back, env, true), env());
    const afterFirst = state;
    state = answer(state, env, true);
    const undoneOnce = undoLastAnswer(state, env());
    expect(undoneOnce.test!.wordId).toBe(afterFirst.test!.wordId);
    expect(undoneOnce.queue).toEqual(afterFirst.queue);
    // Again: the first word's answer (already continued past) is taken back as well.
    const undoneTwice = undoLastAnswer(undoneOnce, env());
    expect(undoneTwice.test!.wordId).toBe(firstWord);
    expect(undoneTwice.queue).toEqual(start.queue);
    // Once the session is over (its save has started), nothing can be taken back.
    const done = continueAfterFeedback(answer(undoneOnce, env, true), env());
    expect(done.phase).toBe("overview");
    expect(canUndo(done)).toBe(false);
    expect(undoLastAnswer(done, env())).toBe(done);
  });

  it("Undo takes back 'Already know' too", () => {
    const { state: start, env } = setup({ words: WORDS.slice(0, 2) });
    const marked = markAsKnown(start, env());
    expect(marked.queue.tallies[start.test!.wordId]!.alreadyKnow).toBe(true);
    const back = undoLastAnswer(marked, env());
    expect(back.queue.tallies[start.test!.wordId]!.alreadyKnow).toBe(false);
    expect(back.test!.wordId).toBe(start.test!.wordId);
  });

  it("'I was right' turns a wrong typed answer right, accepts it for the word, and sends it as overridden", () => {
    const { state: start, env } = setup({ words: [word(4, "casa", "house"), word(5, "libro", "book")] });
    const wordId = start.test!.wordId;
    const wrong = submitAnswer(start, "a dwelling", env());
    expect(canClaimCorrect(wrong)).toBe(true);
    const claimed = claimCorrect(wrong);
    expect(claimed.pending).toMatchObject({ correct: true, overridden: true });
    expect(canClaimCorrect(claimed)).toBe(false);
    // A right answer, or a multiple-choice one, offers nothing to claim.
    expect(canClaimCorrect(submitAnswer(start, start.test!.expectedAnswer, env()))).toBe(false);
    let state = continueAfterFeedback(claimed, env());
    state = continueAfterFeedback(answer(state, env, true), env());
    expect(state.phase).toBe("overview");
    const payload = payloadOf(state);
    const sent = payload.words.find((w) => w.wordId === wordId)!;
    expect(sent).toMatchObject({
      correctCount: 1,
      reviewedCount: 1,
      gotWrong: false,
      outcomes: [true],
      overriddenAnswers: [0],
      acceptedAnswers: ["a dwelling"],
    });
  });

  it("an answer declared right before (saved with the word's progress) is right from the start", () => {
    const known = { ...word(4, "casa", "house"), progress: { acceptedAnswers: ["a dwelling"] } as never };
    const { state, env } = setup({ words: [known] });
    expect(submitAnswer(state, "A dwelling", env()).pending).toMatchObject({ correct: true });
  });

  it("production practice: its item asks for the Spanish word from its meaning, the word's own item its meaning", () => {
    const practice = { ...word(4, "perro", "dog"), kind: "production" as const, noteWordId: 3 };
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { state, env } = setup({ words: [practice] }, seed);
      expect(state.test).toMatchObject({
        directionText: "Type the Spanish word",
        prompt: "dog",
        expectedAnswer: "perro",
        isForward: false,
      });
      // The word itself: one letter off is another word ("pero": but), not a typo; accents are forgiven.
      expect(submitAnswer(state, "pero", env()).pending).toMatchObject({ correct: false });
      expect(submitAnswer(state, "perro", env()).pending).toMatchObject({ correct: true });
      // The word's own item: only the meaning is asked.
      expect(setup({ words: [word(3, "perro", "dog")] }, seed).state.test!.directionText).toBe(
        "Type the English meaning",
      );
    }
  });

  it("a reversed item asks for the word from its meaning every time; a cloze item's missing text forgives a typo", () => {
    const reversed = { ...word(3, "perro", "dog"), kind: "production" as const };
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      expect(setup({ words: [reversed] }, seed).state.test).toMatchObject({ prompt: "dog", expectedAnswer: "perro" });
    }
    const cloze = {
      ...word(9, "capital", "Geography"),
      kind: "cloze" as const,
      sentence: "Madrid es la [...] de España",
      clozeHint: null,
    };
    const { state, env } = setup({ words: [cloze] });
    expect(state.test).toMatchObject({ cloze: true, prompt: "Madrid es la [...] de España" });
    expect(submitAnswer(state, "capitl", env()).pending).toMatchObject({ correct: true, typo: "spelling" });
    expect(submitAnswer(state, "ciudad", env()).pending).toMatchObject({ correct: false });
  });

  it("AUTOMATIC: no rating card and no ratings sent", () => {
    const { state: start, env } = setup({ words: WORDS.slice(0, 1) });
    const state = continueAfterFeedback(answer(start, env, true), env());
    expect(state.phase).toBe("overview");
    expect(state.queue.tallies[1]!.ratings).toEqual([]);
  });

  it("a second submission of the same prompt is ignored", () => {
    const { state: start, env } = setup();
    const once = submitAnswer(start, rightAnswer(start), env());
    const twice = submitAnswer(once, "something else", env());
    expect(twice).toBe(once);
  });

  it("Enter continues only 200 ms after feedback appears", () => {
    const { state: start, env } = setup();
    const state = answer(start, env, true);
    expect(canContinueWithEnter(state, state.feedbackShownAt + 150, 200)).toBe(false);
    expect(canContinueWithEnter(state, state.feedbackShownAt + 200, 200)).toBe(true);
    expect(canContinueWithEnter(start, start.promptShownAt + 5000, 200)).toBe(false);
  });

  it("records the response time from the prompt to the answer", () => {
    const { state: start, env } = setup();
    const state = submitAnswer(start, rightAnswer(start), env(2500));
    expect(state.pending!.responseSeconds).toBe(2.5);
  });

  it("exiting commits the answer on screen; MANUAL rates an unrated one Good if right, Again if wrong", () => {
    const { state: start, env } = setup({ algorithm: "MANUAL" });
    const first = start.test!.wordId;
    const ended = endSession(answer(start, env, true), env());
    expect(ended.phase).toBe("overview");
    expect(ended.queue.tallies[first]).toMatchObject({ reviewedCount: 1, ratings: [3] });

    const { state: again, env: env2 } = setup({ algorithm: "MANUAL" });
    const wrong = endSession(answer(again, env2, false), env2());
    expect(wrong.queue.tallies[again.test!.wordId]!.ratings).toEqual([1]);
  });

  it("a session with nothing answered has no answers to show", () => {
    const { state } = setup();
    expect(hasAnswers(state)).toBe(false);
  });

  it("an empty word list goes straight to the overview", () => {
    const { state } = setup({ words: [] });
    expect(state.phase).toBe("overview");
  });

  it("progress: words remaining and percent complete count the answer on screen", () => {
    const { state: start, env } = setup({ sessionType: "LEARN", words: WORDS.slice(0, 2) });
    let state = nextPresented(nextPresented(start, env()), env());
    expect(sessionProgress(state)).toMatchObject({
      wordsRemaining: 2,
      percentComplete: 0,
      dots: { total: 5, filled: 0 },
    });
    state = answer(state, env, true);
    expect(sessionProgress(state)).toMatchObject({
      wordsRemaining: 2,
      percentComplete: 10,
      dots: { total: 5, filled: 1 },
    });
  });
});

describe("save payload", () => {
  it("sends answered and known words with the duration, capped at 86,400 s", () => {
    const { state: start, env } = setup({ sessionType: "LEARN", words: WORDS.slice(0, 3) });
    const state = markAsKnown(start, env());
    const payload = buildSavePayload({
      sessionId: "11111111-1111-4111-8111-111111111111",
      subDeckId: "spanish-core-1",
      sessionType: "LEARN",
      startedAt: 0,
      endedAt: 200_000_000,
      tallies: state.queue.tallies,
    });
    expect(payload.durationSeconds).toBe(86_400);
    expect(payload.startedAt).toBe("1970-01-01T00:00:00.000Z");
    // Marked known one step (1.5 s) after the session started.
    expect(payload.words).toEqual([{ ...knownWord(1), answeredAtMs: 1500 }]);
  });
});

describe("writing decks", () => {
  const HANZI = [word(1, "我", "I; me"), word(2, "你", "you"), word(3, "好", "good")].map((w) => ({
    ...w,
    pinyin: w.originalWord === "我" ? "wǒ" : null,
  }));

  it("asks each word as a character to write, from its meaning", () => {
    const { state } = setup({ words: HANZI, writing: true, studyType: "Multiple Choice" });
    expect(state.phase).toBe("test");
    expect(state.test).toMatchObject({ directionText: WRITING_DIRECTION, options: [], isAudioPrompt: false });
    expect(state.test!.prompt).toBe(currentWord(state)!.translation);
    expect(state.test!.expectedAnswer).toBe(currentWord(state)!.originalWord);
  });

  it("MANUAL: the Hanzi rating of the mistakes is the answer's rating — no difficulty card", () => {
    const { state: start, env } = setup({ words: HANZI, writing: true, algorithm: "MANUAL" });
    const wordId = start.test!.wordId;
    const fb = submitWriting(start, 5, env());
    expect(fb.phase).toBe("feedback");
    expect(fb.pending).toMatchObject({ correct: true, mistakes: 5, rating: 2 });
    const next = continueAfterFeedback(fb, env());
    expect(next.phase).toBe("test");
    expect(next.queue.tallies[wordId]).toMatchObject({ correctCount: 1, ratings: [2], gotWrong: true });
  });

  it("lenient rule: up to 10 mistakes is correct; more is wrong and rated Again", () => {
    const { state: start, env } = setup({ words: HANZI, writing: true, algorithm: "MANUAL" });
    expect(submitWriting(start, 0, env()).pending).toMatchObject({ correct: true, rating: 4 });
    expect(submitWriting(start, 3, env()).pending).toMatchObject({ correct: true, rating: 3 });
    expect(submitWriting(start, 10, env()).pending).toMatchObject({ correct: true, rating: 1 });
    const wrong = submitWriting(start, 11, env());
    expect(wrong.pending).toMatchObject({ correct: false, rating: 1 });
    const next = continueAfterFeedback(wrong, env());
    // Wrong: the word goes to the back of the queue.
    expect(next.queue.pending.at(-1)).toBe(start.test!.wordId);
  });

  it("AUTOMATIC sends no rating (the server derives it)", () => {
    const { state: start, env } = setup({ words: HANZI, writing: true, algorithm: "AUTOMATIC" });
    const wordId = start.test!.wordId;
    const next = continueAfterFeedback(submitWriting(start, 1, env()), env());
    expect(next.queue.tallies[wordId]).toMatchObject({ correctCount: 1, ratings: [] });
  });

  it("ending the session keeps the written answer on screen with its own rating", () => {
    const { state: start, env } = setup({ words: HANZI, writing: true, algorithm: "MANUAL" });
    const wordId = start.test!.wordId;
    const ended = endSession(submitWriting(start, 6, env()), env());
    expect(ended.queue.tallies[wordId]).toMatchObject({ ratings: [2], reviewedCount: 1 });
  });

  it("a writing answer can't be given on a deck that isn't a writing deck", () => {
    const { state, env } = setup();
    expect(submitWriting(state, 0, env())).toBe(state);
  });
});

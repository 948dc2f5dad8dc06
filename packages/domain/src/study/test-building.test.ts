import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SessionType, StudyType, TestFormat } from "./constants";
import { buildOptions, buildTest, pickFormat, type Random, type StudyWord, shuffle } from "./test-building";

/** mulberry32: a small seeded PRNG, so every test sees the same "random" choices. */
function seeded(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
/** A fixed sequence of values (repeating), for forcing a branch. */
function sequence(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

const w = (id: number, originalWord: string, translation: string, pinyin: string | null = null): StudyWord => ({
  id,
  originalWord,
  translation,
  pinyin,
});
const nihao = w(1, "你好", "hello; hi", "nǐ hǎo");
const xie = w(2, "谢谢", "thank you", "xiè xie");
const zaijian = w(3, "再见", "goodbye", "zài jiàn");
const mao = w(4, "猫", "cat", "māo");
const gou = w(5, "狗", "dog", "gǒu");
const shu = w(6, "书", "book", "shū");

/** The test made of `word` in `format`, in a Chinese session of `sessionWords`, drawing from `random`. */
const chineseTest = (word: StudyWord, format: TestFormat, sessionWords: StudyWord[], random: Random) =>
  buildTest({ word, format, sessionWords, languageName: "Chinese", random });

/** The formats study type All picks for a `session` in 200 draws from `random`, sorted. */
function formatsPicked(session: SessionType, random: Random): TestFormat[] {
  const seen = new Set<TestFormat>();
  for (let i = 0; i < 200; i++) seen.add(pickFormat("All", session, random));
  return [...seen].sort();
}

describe("shuffle", () => {
  it("keeps every item and is reproducible with the same seed", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const a = shuffle(items, seeded(7));
    const b = shuffle(items, seeded(7));
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(items);
  });
  it("does not modify its input", () => {
    const items = [1, 2, 3];
    shuffle(items, seeded(1));
    expect(items).toEqual([1, 2, 3]);
  });
});

describe("pickFormat (spec §4 test building)", () => {
  it("study type Typing always gives typing", () => {
    const random = seeded(1);
    for (let i = 0; i < 50; i++) expect(pickFormat("Typing", "REVIEW", random)).toBe("typing");
  });
  it("study type Multiple Choice always gives multiple choice", () => {
    const random = seeded(2);
    for (let i = 0; i < 50; i++) expect(pickFormat("Multiple Choice", "LEARN", random)).toBe("multiple-choice");
  });
  it("study type All picks Typing or Multiple Choice at random (seeded: both appear, nothing else)", () => {
    expect(formatsPicked("REVIEW", seeded(3))).toEqual(["multiple-choice", "typing"]);
  });
  it("study type All follows the random source", () => {
    expect(pickFormat("All", "LEARN", sequence(0.1))).not.toBe(pickFormat("All", "LEARN", sequence(0.9)));
  });
  it("study type All is reproducible with the same seed", () => {
    const run = (seed: number) => {
      const r = seeded(seed);
      return Array.from({ length: 30 }, () => pickFormat("All", "NEED_REVIEW", r));
    };
    expect(run(11)).toEqual(run(11));
  });
  it.each(["All", "Typing", "Multiple Choice", "Audio"] as const)(
    "an Audio Review session with study type %s uses audio formats only",
    (studyType: StudyType) => {
      const random = seeded(4);
      for (let i = 0; i < 100; i++)
        expect(["audio-typing", "audio-multiple-choice"]).toContain(pickFormat(studyType, "AUDIO_REVIEW", random));
    },
  );
  it("an Audio Review session picks Audio Typing or Audio Multiple Choice at random with study type All", () => {
    expect(formatsPicked("AUDIO_REVIEW", seeded(5))).toEqual(["audio-multiple-choice", "audio-typing"]);
  });
  it("study type Audio uses audio formats in other sessions too", () => {
    const random = seeded(6);
    for (const session of ["LEARN", "REVIEW", "NEED_REVIEW", "HARD_WORDS"] as SessionType[]) {
      for (let i = 0; i < 20; i++) expect(pickFormat("Audio", session, random)).toMatch(/^audio-/);
    }
  });
  it.each(["LEARN", "REVIEW", "NEED_REVIEW", "HARD_WORDS"] as const)(
    "non-audio session %s with study type All never yields an audio format",
    (session) => {
      const random = seeded(8);
      for (let i = 0; i < 50; i++) expect(pickFormat("All", session, random)).not.toMatch(/^audio-/);
    },
  );
});

describe("buildOptions (spec §5 multiple choice)", () => {
  const lower = (xs: readonly string[]) => xs.map((x) => x.trim().toLowerCase());

  it("gives 4 distinct options, one of them the correct answer, others from the session's words", () => {
    const pool = ["dog", "book", "goodbye", "thank you", "tea"];
    const options = buildOptions("cat", pool, [], seeded(1))!;
    expect(options).toHaveLength(4);
    expect(new Set(lower(options)).size).toBe(4);
    expect(options).toContain("cat");
    for (const o of options.filter((o) => o !== "cat")) expect(pool).toContain(o);
  });
  it("does not use the extra words when the session has at least 3 other answers", () => {
    const options = buildOptions("cat", ["dog", "book", "tea"], ["EXTRA1", "EXTRA2", "EXTRA3"], seeded(2))!;
    expect([...options].sort()).toEqual(["book", "cat", "dog", "tea"]);
  });
  it("takes extra words when fewer than 3 other words exist", () => {
    const options = buildOptions("cat", ["dog"], ["bird", "fish"], seeded(3))!;
    expect([...options].sort()).toEqual(["bird", "cat", "dog", "fish"]);
  });
  it("fills up to 3 distractors from the extra words only as far as needed", () => {
    const options = buildOptions("cat", ["dog", "book"], ["bird", "fish", "tea"], seeded(4))!;
    expect(options).toHaveLength(4);
    expect(options).toEqual(expect.arrayContaining(["cat", "dog", "book"]));
    expect(options.filter((o) => ["bird", "fish", "tea"].includes(o))).toHaveLength(1);
  });
  it("never offers the correct answer twice nor a duplicate distractor (case and spaces ignored)", () => {
    const options = buildOptions("cat", ["Cat", " cat ", "dog", "DOG", "dog", "book", "tea"], [], seeded(5))!;
    expect(options).toHaveLength(4);
    expect(new Set(lower(options)).size).toBe(4);
    expect(lower(options).filter((o) => o === "cat")).toHaveLength(1);
  });
  it("skips blank answers among the distractors", () => {
    const options = buildOptions("cat", ["", "  ", "dog", "book", "tea"], [], seeded(6))!;
    expect([...options].sort()).toEqual(["book", "cat", "dog", "tea"]);
  });
  it("with exactly 2 distractors available gives 3 options and no placeholders", () => {
    const options = buildOptions("cat", ["dog"], ["book"], seeded(7))!;
    expect([...options].sort()).toEqual(["book", "cat", "dog"]);
  });
  it("with no distractor at all uses the placeholders 'Option A' and 'Option B'", () => {
    const options = buildOptions("cat", [], [], seeded(8))!;
    expect([...options].sort()).toEqual(["Option A", "Option B", "cat"]);
  });
  it("with only the correct answer's duplicates available uses both placeholders", () => {
    const options = buildOptions("cat", ["cat", "CAT"], ["cat"], seeded(9))!;
    expect([...options].sort()).toEqual(["Option A", "Option B", "cat"]);
  });
  it("with one distractor uses both placeholders 'Option A' and 'Option B' (spec: 4 options; fewer than 2 remaining → placeholders 'Option A' and 'Option B')", () => {
    const options = buildOptions("cat", ["dog"], [], seeded(10))!;
    expect([...options].sort()).toEqual(["Option A", "Option B", "cat", "dog"]);
  });
  it("returns null when the correct answer is blank (no options can be built)", () => {
    expect(buildOptions("", ["dog", "book", "tea"], [], seeded(11))).toBeNull();
    expect(buildOptions("   ", ["dog"], [], seeded(11))).toBeNull();
  });
  it("is reproducible with the same seed", () => {
    const pool = ["a", "b", "c", "d", "e", "f"];
    expect(buildOptions("x", pool, ["g"], seeded(12))).toEqual(buildOptions("x", pool, ["g"], seeded(12)));
  });
  it("puts the correct answer at a random position (seeded: not always first)", () => {
    const random = seeded(13);
    const positions = new Set<number>();
    for (let i = 0; i < 100; i++)
      positions.add(buildOptions("cat", ["dog", "book", "tea"], [], random)!.indexOf("cat"));
    expect([...positions].sort()).toEqual([0, 1, 2, 3]);
  });

  it("property: options are distinct, contain the correct answer, never exceed 4, and are 4 when 3 distinct others exist", () => {
    const answer = fc.stringMatching(/^[a-e]{1,2}$/);
    fc.assert(
      fc.property(
        answer,
        fc.array(answer, { maxLength: 8 }),
        fc.array(answer, { maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (correct, pool, extra, seed) => {
          const options = buildOptions(correct, pool, extra, seeded(seed))!;
          expect(options).toContain(correct);
          expect(options.length).toBeLessThanOrEqual(4);
          expect(new Set(options.map((o) => o.toLowerCase())).size).toBe(options.length);
          const others = new Set([...pool, ...extra].filter((o) => o !== correct));
          if (others.size >= 3) {
            expect(options).toHaveLength(4);
            expect(options).not.toContain("Option A");
          }
          for (const o of options) expect([correct, ...pool, ...extra, "Option A", "Option B"]).toContain(o);
          const fromPool = new Set(pool.filter((o) => o !== correct));
          if (fromPool.size >= 3) for (const o of options) expect([correct, ...pool]).toContain(o);
        },
      ),
      { seed: 314159, numRuns: 500 },
    );
  });
});

describe("buildTest — typing (spec §3 test data, §5)", () => {
  it("asks for the translation of the shown word; the correct answer is the displayed translation", () => {
    const t = chineseTest(nihao, "typing", [nihao, xie], seeded(1));
    expect(t).toMatchObject({
      wordId: 1,
      format: "typing",
      prompt: "你好",
      promptReading: "nǐ hǎo",
      expectedAnswer: "hello; hi",
      correctAnswer: "hello ; hi",
      isAudioPrompt: false,
      isForward: true,
      options: [],
    });
    expect(t.directionText).not.toBe("");
  });
  it("shows three alternatives joined with ' OR '", () => {
    const t = chineseTest(w(9, "好", "good; fine; nice", "hǎo"), "typing", [], seeded(1));
    expect(t.correctAnswer).toBe("good OR fine OR nice");
  });
  it("audio typing plays the word as the prompt and asks for the translation", () => {
    const t = chineseTest(xie, "audio-typing", [xie, mao], seeded(2));
    expect(t).toMatchObject({
      format: "audio-typing",
      isAudioPrompt: true,
      isForward: true,
      prompt: "谢谢",
      expectedAnswer: "thank you",
      correctAnswer: "thank you",
      options: [],
    });
  });
});

describe("buildTest — production practice (a production item of its own)", () => {
  const practice: StudyWord = { ...nihao, id: 90, kind: "production" };
  const build = (word: StudyWord, format: TestFormat, random: Random) =>
    chineseTest(word, format, [nihao, xie], random);

  it("its typed tests ask for the word itself from its meaning; characters or pinyin are accepted", () => {
    for (const draw of [0.2, 0.7]) {
      expect(build(practice, "typing", sequence(draw))).toMatchObject({
        format: "typing",
        prompt: "hello; hi",
        promptReading: null,
        expectedAnswer: "你好; nǐ hǎo",
        correctAnswer: "你好 ; nǐ hǎo",
        directionText: "Type the Chinese word",
        isForward: false,
        options: [],
      });
    }
  });

  it("a word's own typed tests stay term → meaning, whatever the draw: the other direction is another item", () => {
    for (const draw of [0.2, 0.7]) {
      expect(build(nihao, "typing", sequence(draw))).toMatchObject({ prompt: "你好", isForward: true });
      expect(build(nihao, "audio-typing", sequence(draw))).toMatchObject({ prompt: "你好", isForward: true });
    }
  });
});

describe("buildTest — multiple choice", () => {
  const session = [nihao, xie, zaijian, mao, gou, shu];
  // The first draw decides the direction (< 0.5: forward); fresh sources per test.
  const firstForward = () => sequence(0.1, 0.3, 0.6, 0.8, 0.2, 0.7, 0.4, 0.9);
  const firstBackward = () => sequence(0.9, 0.3, 0.6, 0.8, 0.2, 0.7, 0.4, 0.1);

  it("forward: shows the word, offers 4 translations from the session including the correct one", () => {
    const t = chineseTest(mao, "multiple-choice", session, firstForward());
    expect(t.format).toBe("multiple-choice");
    expect(t.isForward).toBe(true);
    expect(t.isAudioPrompt).toBe(false);
    expect(t.prompt).toBe("猫");
    expect(t.promptReading).toBe("māo");
    expect(t.expectedAnswer).toBe("cat");
    expect(t.correctAnswer).toBe("cat");
    expect(t.options).toHaveLength(4);
    expect(t.options).toContain("cat");
    expect(new Set(t.options).size).toBe(4);
    const translations = session.filter((x) => x.id !== mao.id).map((x) => x.translation);
    for (const o of t.options.filter((o) => o !== "cat")) expect(translations).toContain(o);
  });
  it("backward: shows the translation, offers 4 original words; the correct answer carries the pinyin after ' ; '", () => {
    const t = chineseTest(mao, "multiple-choice", session, firstBackward());
    expect(t.isForward).toBe(false);
    expect(t.prompt).toBe("cat");
    expect(t.promptReading).toBeNull();
    expect(t.expectedAnswer).toBe("猫");
    expect(t.correctAnswer).toBe("猫 ; māo");
    expect(t.options).toHaveLength(4);
    expect(t.options).toContain("猫");
    const originals = session.filter((x) => x.id !== mao.id).map((x) => x.originalWord);
    for (const o of t.options.filter((o) => o !== "猫")) expect(originals).toContain(o);
    expect(t.directionText).toContain("Chinese");
  });
  it("goes either way at random (seeded: both directions appear)", () => {
    const random = seeded(21);
    const directions = new Set<boolean>();
    for (let i = 0; i < 60; i++) directions.add(chineseTest(gou, "multiple-choice", session, random).isForward);
    expect([...directions].sort()).toEqual([false, true]);
  });
  it("never uses the word itself as a distractor", () => {
    const random = seeded(22);
    for (let i = 0; i < 40; i++) {
      const t = chineseTest(gou, "multiple-choice", session, random);
      const answer = t.isForward ? "dog" : "狗";
      expect(t.options.filter((o) => o === answer)).toHaveLength(1);
    }
  });
  it("draws from the extra words when the session has fewer than 3 other words", () => {
    const t = buildTest({
      word: mao,
      format: "multiple-choice",
      sessionWords: [mao, gou],
      extraWords: [shu, xie, mao],
      languageName: "Chinese",
      random: firstForward(),
    });
    expect(t.options).toHaveLength(4);
    expect(t.options).toEqual(expect.arrayContaining(["cat", "dog"]));
    expect(t.options.filter((o) => ["book", "thank you"].includes(o))).toHaveLength(2);
  });
  it("uses placeholders when the session and the extra words give no distractor", () => {
    const t = chineseTest(mao, "multiple-choice", [mao], firstForward());
    expect(t.format).toBe("multiple-choice");
    expect([...t.options].sort()).toEqual(["Option A", "Option B", "cat"]);
  });
  it("audio multiple choice plays the word and offers translations", () => {
    const t = chineseTest(mao, "audio-multiple-choice", session, seeded(23));
    expect(t).toMatchObject({
      format: "audio-multiple-choice",
      isAudioPrompt: true,
      isForward: true,
      prompt: "猫",
      expectedAnswer: "cat",
      correctAnswer: "cat",
    });
    expect(t.options).toHaveLength(4);
    expect(t.options).toContain("cat");
  });
  it("is reproducible with the same seed", () => {
    const make = () => chineseTest(shu, "multiple-choice", session, seeded(99));
    expect(make()).toEqual(make());
  });
});

describe("buildTest — fallback to typing when options cannot be built (spec §4)", () => {
  const blank = w(7, "水", "", "shuǐ");
  it("multiple choice falls back to typing", () => {
    const t = chineseTest(blank, "multiple-choice", [blank, mao, gou, shu], sequence(0.1));
    expect(t.format).toBe("typing");
    expect(t.options).toEqual([]);
    expect(t.isForward).toBe(true);
    expect(t.isAudioPrompt).toBe(false);
    expect(t.prompt).toBe("水");
  });
  it("audio multiple choice falls back to audio typing", () => {
    const t = chineseTest(blank, "audio-multiple-choice", [blank, mao, gou, shu], seeded(1));
    expect(t.format).toBe("audio-typing");
    expect(t.isAudioPrompt).toBe(true);
    expect(t.options).toEqual([]);
  });
});

describe("buildTest: items with a memory of their own", () => {
  const reversed: StudyWord = { ...mao, id: 40, kind: "production" };
  const recognised: StudyWord = { ...mao, hasProduction: true };
  const input = (word: StudyWord, format: TestFormat, random: Random) => ({
    word,
    format,
    sessionWords: [mao, gou, shu, xie, reversed],
    languageName: "Chinese",
    random,
  });

  it("a production item always asks meaning → term, typed or chosen, never as audio", () => {
    for (const format of ["typing", "multiple-choice", "audio-typing", "audio-multiple-choice"] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const test = buildTest(input(reversed, format, seeded(seed)));
        expect(test).toMatchObject({ isForward: false, prompt: "cat", isAudioPrompt: false });
        expect(test.directionText).toMatch(/Chinese word/);
      }
    }
  });

  it("a word with a production sibling is always asked term → meaning", () => {
    for (const format of ["typing", "multiple-choice"] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const test = buildTest(input(recognised, format, seeded(seed)));
        expect(test).toMatchObject({ isForward: true, prompt: "猫", expectedAnswer: "cat" });
      }
    }
  });

  it("a word without a sibling still goes either way in multiple choice", () => {
    const directions = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++)
      directions.add(buildTest(input(mao, "multiple-choice", seeded(seed))).isForward);
    expect([...directions].sort()).toEqual([false, true]);
  });

  it("a cloze item shows its sentence with the gap and its hint, and asks for the missing text typed", () => {
    const cloze: StudyWord = {
      id: 50,
      originalWord: "Spain",
      translation: "Madrid is the capital of Spain",
      pinyin: null,
      kind: "cloze",
      sentence: "Madrid is the capital of [...]",
      clozeHint: "country",
    };
    for (const format of ["typing", "multiple-choice", "audio-typing"] as const) {
      expect(buildTest(input(cloze, format, seeded(3)))).toMatchObject({
        format: "typing",
        cloze: true,
        prompt: "Madrid is the capital of [...]",
        hint: "country",
        expectedAnswer: "Spain",
        options: [],
      });
    }
  });

  it("never offers a cloze item's fields as a word's options", () => {
    const cloze: StudyWord = { id: 51, originalWord: "Spain", translation: "a sentence", pinyin: null, kind: "cloze" };
    for (let seed = 1; seed <= 20; seed++) {
      const test = buildTest({ ...input(mao, "multiple-choice", seeded(seed)), sessionWords: [mao, gou, cloze] });
      expect(test.options).not.toContain("a sentence");
      expect(test.options).not.toContain("Spain");
    }
  });
});

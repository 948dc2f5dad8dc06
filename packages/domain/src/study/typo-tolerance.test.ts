import { describe, expect, it } from "vitest";
import { allowedTypos, editDistance, judgeTypedAnswer, withoutMarks } from "./typo-tolerance";

const verdict = (typed: string, expected: string) => {
  const v = judgeTypedAnswer(typed, expected);
  return v.verdict === "typo" ? `typo:${v.reason}` : v.verdict;
};

describe("edit distance (Damerau–Levenshtein)", () => {
  it("counts insertions, deletions, substitutions and neighbour swaps as one each", () => {
    expect(editDistance("house", "house")).toBe(0);
    expect(editDistance("house", "hose")).toBe(1);
    expect(editDistance("house", "houses")).toBe(1);
    expect(editDistance("house", "mouse")).toBe(1);
    expect(editDistance("house", "hosue")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
  });
  it("stops past the limit", () => {
    expect(editDistance("elephant", "xylophone", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 2)).toBe(3);
  });
});

describe("how many typos an answer allows", () => {
  it("none up to 3 letters, 1 for 4–7, 2 from 8", () => {
    expect([1, 3, 4, 7, 8, 20].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe("accents and marks", () => {
  it("are removed, and letters written as two are spelled out", () => {
    expect(withoutMarks("très")).toBe("tres");
    expect(withoutMarks("straße")).toBe("strasse");
    expect(withoutMarks("ñandú")).toBe("nandu");
    expect(withoutMarks("søster")).toBe("soster");
  });
});

describe("judging a typed answer", () => {
  it("the spec's lenient check stays exactly as it is", () => {
    expect(verdict("  To Eat ", "to eat; to dine")).toBe("exact");
    expect(verdict("dine", "to eat (food), dine")).toBe("exact");
  });

  it("English: one slip in a 4–7 letter word, two in a long one; short words must be exact", () => {
    expect(verdict("hosue", "house")).toBe("typo:spelling");
    expect(verdict("beautifull", "beautiful")).toBe("typo:spelling");
    expect(verdict("beutiflu", "beautiful")).toBe("typo:spelling");
    expect(verdict("buetiflu", "beautiful")).toBe("wrong");
    expect(verdict("cat", "car")).toBe("wrong");
    expect(verdict("dgo", "dog")).toBe("wrong");
    expect(verdict("water", "house")).toBe("wrong");
  });

  it("English: any accepted part may be the one typed", () => {
    expect(verdict("to dien", "to eat; to dine")).toBe("typo:spelling");
  });

  it("French: missing or wrong accents are forgiven and marked", () => {
    expect(verdict("tres", "très")).toBe("typo:accents");
    expect(verdict("élève", "eleve")).toBe("typo:accents");
    expect(verdict("ecole", "école")).toBe("typo:accents");
    expect(verdict("bibliotheque", "bibliothèque")).toBe("typo:accents");
  });

  it("Spanish: ñ without its tilde, and a slip", () => {
    expect(verdict("manana", "mañana")).toBe("typo:accents");
    expect(verdict("corazon", "corazón")).toBe("typo:accents");
    expect(verdict("biblioteca", "bibloteca")).toBe("typo:spelling");
  });

  it("German: ß as ss, umlauts without dots, and a swapped pair", () => {
    expect(verdict("strasse", "Straße")).toBe("typo:accents");
    expect(verdict("madchen", "Mädchen")).toBe("typo:accents");
    expect(verdict("Hnud", "Hund")).toBe("typo:spelling");
  });

  it("Portuguese: a cedilla and a tilde", () => {
    expect(verdict("coracao", "coração")).toBe("typo:accents");
    expect(verdict("obrigdo", "obrigado")).toBe("typo:spelling");
  });

  it("Russian and Greek: alphabetic scripts too", () => {
    expect(verdict("спосибо", "спасибо")).toBe("typo:spelling");
    expect(verdict("еще", "ещё")).toBe("typo:accents"); // ё is often written е
    expect(verdict("дым", "дом")).toBe("wrong"); // three letters: exact only
    expect(verdict("καλημερα", "καλημέρα")).toBe("typo:accents");
  });

  it("Chinese: tone numbers, tone marks and characters are never forgiven", () => {
    expect(verdict("ni3 hao2", "ni3 hao3")).toBe("wrong");
    expect(verdict("ni hao", "nǐ hǎo")).toBe("wrong");
    expect(verdict("你号", "你好")).toBe("wrong");
  });

  it("Japanese and Korean: kana, kanji and Hangul are never forgiven", () => {
    expect(verdict("ありがと", "ありがとう")).toBe("wrong");
    expect(verdict("先世", "先生")).toBe("wrong");
    expect(verdict("감사함니다", "감사합니다")).toBe("wrong");
  });

  it("numbers are not typos", () => {
    expect(verdict("1995", "1996")).toBe("wrong");
    expect(verdict("route 66", "route 67")).toBe("wrong");
  });

  it("an answer this learner declared right for the word is exactly right, whatever its spelling", () => {
    expect(judgeTypedAnswer("a dwelling", "house", ["A Dwelling"])).toEqual({ verdict: "exact" });
    expect(judgeTypedAnswer("a dwelling", "house", [])).toEqual({ verdict: "wrong" });
    expect(judgeTypedAnswer("你號", "你好", ["你號"])).toEqual({ verdict: "exact" });
  });

  it("where the answer is the word being learned, only accents are forgiven, not a letter", () => {
    const strict = (typed: string, expected: string) => judgeTypedAnswer(typed, expected, [], { spelling: false });
    expect(strict("pero", "perro")).toEqual({ verdict: "wrong" });
    expect(strict("manana", "mañana")).toEqual({ verdict: "typo", reason: "accents" });
    expect(strict("perro", "perro")).toEqual({ verdict: "exact" });
  });

  it("an empty answer is wrong", () => {
    expect(verdict("   ", "house")).toBe("wrong");
  });
});

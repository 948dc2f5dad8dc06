import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acceptedAnswers, displayCorrectAnswer, isCorrectAnswer, normaliseAnswer } from "./answer-check";

describe("normaliseAnswer", () => {
  it("trims and lower-cases", () => {
    expect(normaliseAnswer("  Hello World \t")).toBe("hello world");
  });
  it("leaves an already normal text alone", () => {
    expect(normaliseAnswer("apple")).toBe("apple");
  });
});

describe("isCorrectAnswer — trimming and case (spec §5)", () => {
  it("accepts the exact expected text", () => expect(isCorrectAnswer("apple", "apple")).toBe(true));
  it("ignores surrounding whitespace in the typed answer", () =>
    expect(isCorrectAnswer("   apple  ", "apple")).toBe(true));
  it("ignores surrounding whitespace in the expected text", () =>
    expect(isCorrectAnswer("apple", "  apple ")).toBe(true));
  it("ignores case on both sides", () => {
    expect(isCorrectAnswer("APPLE", "apple")).toBe(true);
    expect(isCorrectAnswer("apple", "Apple")).toBe(true);
    expect(isCorrectAnswer("ÉCOLE", "école")).toBe(true);
  });
  it("rejects a different word", () => expect(isCorrectAnswer("pear", "apple")).toBe(false));
  it("rejects a prefix or a longer text", () => {
    expect(isCorrectAnswer("app", "apple")).toBe(false);
    expect(isCorrectAnswer("apples", "apple")).toBe(false);
  });
});

describe("isCorrectAnswer — empty input (spec §5)", () => {
  it.each(["", " ", "   \t\n"])("never accepts %j", (typed) => {
    expect(isCorrectAnswer(typed, "apple")).toBe(false);
  });
  it("does not accept an empty answer even when the expected text is empty", () => {
    expect(isCorrectAnswer("", "")).toBe(false);
    expect(isCorrectAnswer("  ", "  ")).toBe(false);
  });
  it("does not accept an empty answer against an expected text with empty parts", () => {
    expect(isCorrectAnswer("", "apple;;")).toBe(false);
    expect(isCorrectAnswer("", "(to) ,")).toBe(false);
  });
  it("does not accept a typed answer that is only a parenthesised part", () => {
    expect(isCorrectAnswer("(to)", "(to) eat")).toBe(false);
    expect(isCorrectAnswer("()", "eat")).toBe(false);
  });
});

describe("isCorrectAnswer — whole text or any part split by ';' or ',' (spec §5)", () => {
  it("accepts every part split by semicolons", () => {
    expect(isCorrectAnswer("hello", "hello; hi; good day")).toBe(true);
    expect(isCorrectAnswer("hi", "hello; hi; good day")).toBe(true);
    expect(isCorrectAnswer("good day", "hello; hi; good day")).toBe(true);
  });
  it("accepts every part split by commas", () => {
    expect(isCorrectAnswer("big", "big, large")).toBe(true);
    expect(isCorrectAnswer("large", "big, large")).toBe(true);
  });
  it("accepts parts when semicolons and commas are mixed", () => {
    const expected = "to look; to see, to watch";
    expect(isCorrectAnswer("to look", expected)).toBe(true);
    expect(isCorrectAnswer("to see", expected)).toBe(true);
    expect(isCorrectAnswer("to watch", expected)).toBe(true);
  });
  it("accepts the whole text with its separators", () => {
    expect(isCorrectAnswer("hello; hi", "hello; hi")).toBe(true);
    expect(isCorrectAnswer("BIG, LARGE", "big, large")).toBe(true);
  });
  it("accepts a part without spaces around the separator", () => {
    expect(isCorrectAnswer("hi", "hello;hi")).toBe(true);
    expect(isCorrectAnswer("large", "big,large")).toBe(true);
  });
  it("rejects a combination of parts that is not the whole text", () => {
    expect(isCorrectAnswer("hi; hello", "hello; hi")).toBe(false);
    expect(isCorrectAnswer("hello hi", "hello; hi")).toBe(false);
  });
  it("does not split on other punctuation", () => {
    expect(isCorrectAnswer("well", "well-known")).toBe(false);
    expect(isCorrectAnswer("a", "a/b")).toBe(false);
  });
});

describe("isCorrectAnswer — parenthesised parts ignored (spec §5)", () => {
  it("ignores a parenthesised part of the expected text", () => {
    expect(isCorrectAnswer("eat", "(to) eat")).toBe(true);
    expect(isCorrectAnswer("bank", "bank (of a river)")).toBe(true);
  });
  it("still accepts the expected text with its parenthesised part", () => {
    expect(isCorrectAnswer("(to) eat", "(to) eat")).toBe(true);
  });
  it("ignores a parenthesised part of the typed answer", () => {
    expect(isCorrectAnswer("eat (food)", "eat")).toBe(true);
    expect(isCorrectAnswer("(to) eat", "eat")).toBe(true);
  });
  it("ignores parenthesised parts inside each split part", () => {
    const expected = "(to) run; (to) hurry, jog (slowly)";
    expect(isCorrectAnswer("run", expected)).toBe(true);
    expect(isCorrectAnswer("hurry", expected)).toBe(true);
    expect(isCorrectAnswer("jog", expected)).toBe(true);
  });
  it("ignores several parenthesised parts", () => {
    expect(isCorrectAnswer("take off", "take (something) off (clothes)")).toBe(true);
  });
  it("combines case, trimming and parentheses", () => {
    expect(isCorrectAnswer("  To Eat (Food) ", "to eat; to dine")).toBe(true);
  });
  it("does not accept the parenthesised text on its own", () => {
    expect(isCorrectAnswer("of a river", "bank (of a river)")).toBe(false);
  });
});

describe("acceptedAnswers", () => {
  it("contains the whole text, each part and each part without parentheses, normalised", () => {
    expect([...acceptedAnswers("Hello (greeting); Hi")].sort()).toEqual(
      ["hello (greeting); hi", "hello ; hi", "hello (greeting)", "hello", "hi"].sort(),
    );
  });
  it("never contains the empty string", () => {
    expect(acceptedAnswers(" ; , (x)").has("")).toBe(false);
  });
});

describe("displayCorrectAnswer (spec §5)", () => {
  it("shows a single answer as it is", () => expect(displayCorrectAnswer("apple")).toBe("apple"));
  it("trims a single answer", () => expect(displayCorrectAnswer("  apple ")).toBe("apple"));
  it("joins two semicolon alternatives with ' ; '", () => {
    expect(displayCorrectAnswer("hello;hi")).toBe("hello ; hi");
    expect(displayCorrectAnswer("hello;   hi")).toBe("hello ; hi");
  });
  it("joins three alternatives with ' OR '", () => {
    expect(displayCorrectAnswer("hello; hi; good day")).toBe("hello OR hi OR good day");
  });
  it("joins four alternatives with ' OR '", () => {
    expect(displayCorrectAnswer("a;b;c;d")).toBe("a OR b OR c OR d");
  });
  it("keeps commas inside an alternative (only semicolons separate displayed alternatives)", () => {
    expect(displayCorrectAnswer("big, large")).toBe("big, large");
    expect(displayCorrectAnswer("big, large; huge")).toBe("big, large ; huge");
  });
  it("keeps parenthesised parts in the displayed answer", () => {
    expect(displayCorrectAnswer("(to) eat; (to) dine")).toBe("(to) eat ; (to) dine");
  });
  it("appends the pinyin after ' ; '", () => {
    expect(displayCorrectAnswer("你好", "nǐ hǎo")).toBe("你好 ; nǐ hǎo");
  });
  it("appends the pinyin after two alternatives", () => {
    expect(displayCorrectAnswer("hello;hi", "nǐ hǎo")).toBe("hello ; hi ; nǐ hǎo");
  });
  it("appends the pinyin after three alternatives joined with ' OR '", () => {
    expect(displayCorrectAnswer("a;b;c", "pīn")).toBe("a OR b OR c ; pīn");
  });
  it("trims the pinyin", () => expect(displayCorrectAnswer("你好", "  nǐ hǎo ")).toBe("你好 ; nǐ hǎo"));
  it.each([null, undefined, "", "   "])("appends nothing when the pinyin is %j", (pinyin) => {
    expect(displayCorrectAnswer("你好", pinyin)).toBe("你好");
  });
  it("drops empty alternatives", () => {
    expect(displayCorrectAnswer("hello;;hi;")).toBe("hello ; hi");
  });
});

describe("answer checking properties", () => {
  const word = fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8})?$/);
  it("accepts every semicolon/comma part of the expected text, in any case and padding", () => {
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(";", ",", "; ", ", "), { minLength: 4, maxLength: 4 }),
        fc.nat(4),
        (parts, seps, pick) => {
          const expected = parts.map((p, i) => (i === 0 ? p : `${seps[(i - 1) % 4]}${p}`)).join("");
          const chosen = parts[pick % parts.length]!;
          expect(isCorrectAnswer(`  ${chosen.toUpperCase()} `, expected)).toBe(true);
          expect(isCorrectAnswer(expected, expected)).toBe(true);
        },
      ),
      { seed: 20260310, numRuns: 300 },
    );
  });
  it("never accepts blank input", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n]{0,6}$/), fc.string(), (blank, expected) => {
        expect(isCorrectAnswer(blank, expected)).toBe(false);
      }),
      { seed: 42, numRuns: 300 },
    );
  });
});

describe("parentheses holding commas", () => {
  it("accepts each alternative of a text whose parentheses contain commas", () => {
    expect(isCorrectAnswer("to miss", "to miss (a train, a chance); to long for")).toBe(true);
    expect(isCorrectAnswer("to long for", "to miss (a train, a chance); to long for")).toBe(true);
    expect(isCorrectAnswer("a chance", "to miss (a train, a chance); to long for")).toBe(false);
  });
});

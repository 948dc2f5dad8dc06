import { describe, expect, it } from "vitest";
import { analyseText, type ReaderWord } from "./analyse";
import { textTokens } from "./tokens";

/*
 * Expected splits and matches are checked by hand against each language's grammar (the sentences are written
 * for these tests); ICU's word segmentation (Node's Intl.Segmenter) gives the Chinese and Japanese splits.
 */

const NOW = new Date("2026-12-06T12:00:00Z");
const DAY = 86_400_000;
const words = (text: string, lang: string) => textTokens(text, lang).tokens.map((t) => t.text);

/** A word in review, last seen `ago` days before NOW with this stability. */
const studied = (id: number, term: string, stability: number, ago: number): ReaderWord => ({
  id,
  term,
  translation: `meaning ${id}`,
  progress: { state: 2, stability, lastReview: new Date(NOW.getTime() - ago * DAY), isIgnored: false },
});
const fresh = (id: number, term: string): ReaderWord => ({ id, term, translation: null, progress: null });

const analyse = (text: string, lang: string, vocabulary: ReaderWord[], on: Date | null = null) =>
  analyseText({ text, lang, words: vocabulary, retention: 0.9, now: NOW, on });
const matched = (text: string, lang: string, vocabulary: ReaderWord[]) =>
  Object.fromEntries(analyse(text, lang, vocabulary).entries.map((e) => [e.text, e.wordId]));

describe("splitting a text into words", () => {
  it("Chinese: ICU's dictionary splits a sentence written without spaces", () => {
    expect(words("我喜欢学习中文。你呢？", "zh")).toEqual(["我", "喜欢", "学习", "中文", "你", "呢"]);
  });

  it("Japanese: particles and the verb's endings are segments of their own", () => {
    expect(words("私は毎日日本語を勉強しています。", "ja")).toEqual([
      "私",
      "は",
      "毎日",
      "日本語",
      "を",
      "勉強",
      "し",
      "てい",
      "ます",
    ]);
  });

  it("Spanish, French, German, Korean: words between spaces and punctuation, numbers left out", () => {
    expect(words("Los gatos comían pescado. ¿Hablamos mañana a las 5?", "es")).toEqual([
      "Los",
      "gatos",
      "comían",
      "pescado",
      "Hablamos",
      "mañana",
      "a",
      "las",
    ]);
    expect(words("L'homme parlait aux enfants.", "fr")).toEqual(["L'homme", "parlait", "aux", "enfants"]);
    expect(words("Die Kinder spielten im Garten.", "de")).toEqual(["Die", "Kinder", "spielten", "im", "Garten"]);
    expect(words("저는 학교에서 한국어를 공부해요.", "ko")).toEqual(["저는", "학교에서", "한국어를", "공부해요"]);
  });
});

describe("long texts", () => {
  it("a sentence of 5,000 words (no full stop) is split in pieces: every word found once, at its place", () => {
    const text = Array.from({ length: 5000 }, (_, i) => `palabra${i}`).join(" ");
    const { tokens } = textTokens(text, "es");
    expect(tokens).toHaveLength(5000);
    expect(tokens.every((t, i) => t.text === `palabra${i}` && text.startsWith(t.text, t.index))).toBe(true);
  });
});

describe("matching a text's words to the learner's", () => {
  it("Spanish: inflected forms find their dictionary word; a false friend does not", () => {
    const vocabulary = [fresh(1, "el gato"), fresh(2, "comer"), fresh(3, "hablar (to speak)"), fresh(4, "carpa")];
    const found = matched("Los gatos comían. Hablamos de la carpeta.", "es", vocabulary);
    expect(found.gatos).toBe(1);
    expect(found.comían).toBe(2);
    expect(found.Hablamos).toBe(3);
    // "carpeta" (folder) is not "carpa" (tent).
    expect(found.carpeta).toBeNull();
  });

  it("French: an elided article is cut off and plurals match; a look-alike does not", () => {
    const vocabulary = [fresh(1, "homme"), fresh(2, "enfant"), fresh(3, "parler"), fresh(4, "chat")];
    const found = matched("L'homme parlait aux enfants du château.", "fr", vocabulary);
    expect(found["L'homme"]).toBe(1);
    expect(found.enfants).toBe(2);
    expect(found.parlait).toBe(3);
    expect(found.château).toBeNull();
  });

  it("German: plurals with an umlaut find their noun; 'Armee' is not 'arm'", () => {
    const vocabulary = [fresh(1, "das Kind"), fresh(2, "der Garten"), fresh(3, "arm")];
    const found = matched("Die Kinder spielten in den Gärten der Armee.", "de", vocabulary);
    expect(found.Kinder).toBe(1);
    expect(found.Gärten).toBe(2);
    expect(found.Armee).toBeNull();
  });

  it("Chinese and Japanese: a term of several segments is found whole (勉強 + する)", () => {
    expect(matched("我喜欢学习中文。", "zh", [fresh(1, "喜欢"), fresh(2, "中文")])).toMatchObject({ 喜欢: 1, 中文: 2 });
    const ja = matched("毎日勉強します。", "ja", [fresh(1, "毎日"), fresh(2, "勉強し")]);
    expect(ja.毎日).toBe(1);
    expect(ja.勉強し).toBe(2);
  });

  it("a matched word carries its deck's reading (pinyin, kana); a word of no deck has none", () => {
    const { entries } = analyse("我喜欢学习中文。", "zh", [
      { ...fresh(1, "喜欢"), reading: "xǐhuan" },
      fresh(2, "中文"),
    ]);
    const byText = Object.fromEntries(entries.map((e) => [e.text, e.reading]));
    expect(byText).toMatchObject({ 喜欢: "xǐhuan", 中文: null, 学习: null });
  });

  it("Korean: a noun is found without its particle; a conjugated verb is not matched yet", () => {
    const found = matched("저는 학교에서 한국어를 공부해요.", "ko", [
      fresh(1, "학교"),
      fresh(2, "한국어"),
      fresh(3, "공부하다"),
    ]);
    expect(found.학교에서).toBe(1);
    expect(found.한국어를).toBe(2);
    expect(found.공부해요).toBeNull();
  });
});

describe("comprehension", () => {
  it("today is Σ recall over running words ÷ running words, each word coloured by its memory", () => {
    // gato: reviewed today (recall 1); perro: stability 1, 10 days ago (fading); casa: new; "y" not in the decks.
    const vocabulary = [studied(1, "gato", 10, 0), studied(2, "perro", 1, 10), fresh(3, "casa")];
    const result = analyse("gato y perro y gato casa", "es", vocabulary);
    const byText = Object.fromEntries(result.entries.map((e) => [e.text, e]));
    expect(result.words).toBe(6);
    expect(result.covered).toBe(4);
    expect(byText.gato!.status).toBe("known");
    expect(byText.gato!.count).toBe(2);
    expect(byText.perro!.status).toBe("fading");
    expect(byText.casa!.status).toBe("new");
    expect(byText.y!.status).toBe("unknown");
    const sum = result.entries.reduce((s, e) => s + e.recallToday * e.count, 0);
    expect(result.today).toBeCloseTo(sum / 6, 10);
    expect(result.today).toBeCloseTo((2 + byText.perro!.recallToday) / 6, 10);
    // Most frequent first among what is not known.
    expect(result.toLearn.map((w) => w.text)).toEqual(["y", "casa", "perro"]);
  });

  it("two decks with the same word: the one the learner studied is the one matched", () => {
    const result = analyse("gato", "es", [fresh(1, "gato"), studied(2, "el gato", 10, 0)]);
    expect(result.entries[0]).toMatchObject({ wordId: 2, status: "known" });
    expect(analyse("gato", "es", [studied(2, "gato", 10, 0), fresh(1, "gato")]).entries[0]!.wordId).toBe(2);
  });

  it("on a date: kept to its reviews a studied word stays at the retention asked; stopped, it fades", () => {
    const vocabulary = [studied(1, "gato", 5, 0)];
    const result = analyse("gato", "es", vocabulary, new Date(NOW.getTime() + 60 * DAY));
    expect(result.onDate!.keep).toBeCloseTo(0.9, 10);
    expect(result.onDate!.stop).toBeLessThan(0.7);
    expect(result.onDate!.stop).toBeLessThan(result.today);
  });

  it("names the sentences under 90 % and the words that stand in the way", () => {
    const vocabulary = [studied(1, "gato", 10, 0), studied(2, "come", 10, 0)];
    const result = analyse("El gato come. El perro ladra.", "es", vocabulary);
    expect(result.hardSentences.map((s) => s.index)).toEqual([0, 1]);
    expect(result.hardSentences[1]!.missing).toEqual(["El", "perro", "ladra"]);
  });

  it("places every running word in the text, and gives each word the first sentence it is met in", () => {
    const text = "El gato come. El perro ve al gato.";
    const result = analyse(text, "es", [studied(1, "gato", 10, 0)]);
    expect(result.sentences).toEqual(["El gato come.", "El perro ve al gato."]);
    expect(result.runs.map(([start, end]) => text.slice(start, end))).toEqual([
      "El",
      "gato",
      "come",
      "El",
      "perro",
      "ve",
      "al",
      "gato",
    ]);
    const gato = result.entries.findIndex((e) => e.wordId === 1);
    expect(result.runs.filter((r) => r[2] === gato)).toHaveLength(2);
    expect(result.entries[gato]!.sentence).toBe(0);
    expect(result.entries.find((e) => e.text === "perro")!.sentence).toBe(1);
    // A joined term is one run over its segments.
    const ja = analyse("勉強します。", "ja", [studied(2, "勉強し", 10, 0)]);
    expect(ja.runs[0]!.slice(0, 2)).toEqual([0, 3]);
  });
});

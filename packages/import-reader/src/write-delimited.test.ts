import { describe, expect, it } from "vitest";
import { readDelimited } from "./delimited";
import {
  type DeckCsvWord,
  deckCsvHeader,
  deckCsvRows,
  type ReviewCsvRow,
  writeDeckCsv,
  writeReviewsCsv,
} from "./write-delimited";

const utf8 = (text: string) => new TextEncoder().encode(text);

describe("writeDeckCsv", () => {
  it("writes a header and one row per word, reading column only when the deck has one", () => {
    const words: DeckCsvWord[] = [
      { term: "hola", translation: "hello", reading: null },
      { term: "adiós", translation: "goodbye", reading: "a-DYOS" },
    ];
    expect(writeDeckCsv(words, false)).toBe("term,translation\r\nhola,hello\r\nadiós,goodbye\r\n");
    expect(writeDeckCsv(words, true)).toBe("term,translation,reading\r\nhola,hello,\r\nadiós,goodbye,a-DYOS\r\n");
    expect(writeDeckCsv([], true)).toBe("term,translation,reading\r\n");
  });

  it("quotes commas, quotes, line breaks and edge spaces as RFC 4180 says", () => {
    const csv = writeDeckCsv(
      [
        { term: "casa", translation: "house, home" },
        { term: 'say "hi"', translation: "line one\nline two" },
        { term: " padded ", translation: "crlf\r\ninside" },
      ],
      false,
    );
    expect(csv).toBe(
      'term,translation\r\ncasa,"house, home"\r\n"say ""hi""","line one\nline two"\r\n" padded ","crlf\r\ninside"\r\n',
    );
  });

  it("written a batch at a time (header, then rows) is the same bytes as the whole deck", () => {
    const words: DeckCsvWord[] = [
      { term: "casa", translation: "house, home", reading: null },
      { term: 'say "hi"', translation: "line one\nline two", reading: " x " },
      { term: "-ness", translation: "=SUM(A1)", reading: "" },
      { term: "last", translation: "ends\nwith a break", reading: "y\n" },
    ];
    for (const hasReading of [false, true]) {
      const batched = [words.slice(0, 1), [], words.slice(1, 3), words.slice(3)]
        .map((batch) => deckCsvRows(batch, hasReading))
        .join("");
      expect(deckCsvHeader(hasReading) + batched).toBe(writeDeckCsv(words, hasReading));
    }
  });

  it("reads back with readDelimited as the same words", () => {
    const words: DeckCsvWord[] = [
      { term: "你好", translation: "hello, hi", reading: "nǐ hǎo" },
      { term: 'the "quoted" one', translation: "a\nb", reading: "" },
      { term: "#deck:not a header", translation: "=1+2", reading: "-ness" },
      { term: "semi;colon", translation: "tab\there", reading: "x" },
    ];
    const file = readDelimited(utf8(`\ufeff${writeDeckCsv(words, true)}`));
    expect(file.delimiter).toBe(",");
    expect(file.encoding).toBe("utf-8");
    expect(file.problems).toEqual([]);
    const [header, ...rows] = file.rows.map((row) => row.fields);
    expect(header).toEqual(["term", "translation", "reading"]);
    expect(rows).toEqual(words.map((word) => [word.term, word.translation, word.reading]));
  });
});

describe("writeReviewsCsv", () => {
  const HEADER = "card_id,review_time,review_rating,review_state,review_duration,elapsed_days";
  const review = (
    wordId: number,
    iso: string,
    rating: number,
    stateBefore: number,
    durationMs: number,
    elapsedDays: number,
  ): ReviewCsvRow => ({ wordId, reviewedAt: new Date(iso), rating, stateBefore, durationMs, elapsedDays });
  const rows: ReviewCsvRow[] = [
    review(7, "2024-05-01T10:00:00.000Z", 3, 0, 5200, 0),
    review(7, "2024-05-02T10:00:00.000Z", 0, 2, 0, 1),
    review(9, "2024-05-02T11:00:00.000Z", 1, 2, 800, 3),
    review(7, "2024-05-04T10:00:00.000Z", 4, 3, 1234.6, 2),
  ];
  const lines = (csv: string) => {
    expect(csv.endsWith("\r\n")).toBe(true);
    return csv.slice(0, -2).split("\r\n");
  };

  it("writes the optimizer's columns, drops rating-0 rows and keeps the order", () => {
    expect(lines(writeReviewsCsv(rows))).toEqual([
      HEADER,
      `7,${Date.parse("2024-05-01T10:00:00.000Z")},3,0,5200,0`,
      `9,${Date.parse("2024-05-02T11:00:00.000Z")},1,2,800,3`,
      `7,${Date.parse("2024-05-04T10:00:00.000Z")},4,3,1235,2`,
    ]);
  });

  it("leaves out anything that is not an answer 1–4 or has no valid time", () => {
    const odd: ReviewCsvRow[] = [
      review(7, "2024-05-01T10:00:00.000Z", 5, 0, 5200, 0),
      review(7, "2024-05-01T10:00:00.000Z", 2.5, 0, 5200, 0),
      review(7, "not a date", 2, 0, 5200, 0),
      review(7, "2024-05-01T10:00:00.000Z", 2, 0, 5200, 1.9),
    ];
    expect(lines(writeReviewsCsv(odd))).toEqual([HEADER, `7,${Date.parse("2024-05-01T10:00:00.000Z")},2,0,5200,1`]);
    expect(writeReviewsCsv([])).toBe(`${HEADER}\r\n`);
  });

  it("reads back as numbers in the same columns", () => {
    const file = readDelimited(utf8(writeReviewsCsv(rows)));
    expect(file.rows[0]?.fields).toEqual(HEADER.split(","));
    expect(file.rows.slice(1).map((row) => row.fields.map(Number))).toEqual([
      [7, Date.parse("2024-05-01T10:00:00.000Z"), 3, 0, 5200, 0],
      [9, Date.parse("2024-05-02T11:00:00.000Z"), 1, 2, 800, 3],
      [7, Date.parse("2024-05-04T10:00:00.000Z"), 4, 3, 1235, 2],
    ]);
  });
});

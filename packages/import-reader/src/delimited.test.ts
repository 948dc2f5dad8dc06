import { describe, expect, it } from "vitest";
import { readDelimited } from "./delimited";

const utf8 = (text: string) => new TextEncoder().encode(text);

function utf16(text: string, endian: "le" | "be", bom = true): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  let at = 0;
  if (bom) {
    out.set(endian === "le" ? [0xff, 0xfe] : [0xfe, 0xff]);
    at = 2;
  }
  for (let i = 0; i < text.length; i++, at += 2) {
    const code = text.charCodeAt(i);
    out[endian === "le" ? at : at + 1] = code & 0xff;
    out[endian === "le" ? at + 1 : at] = code >> 8;
  }
  return out;
}

const fields = (file: ReturnType<typeof readDelimited>) => file.rows.map((row) => row.fields);

describe("readDelimited: delimiters", () => {
  it("detects tab, comma and semicolon", () => {
    expect(readDelimited(utf8("hola\thello\nadiós\tgoodbye, bye\n"))).toMatchObject({ delimiter: "\t" });
    expect(fields(readDelimited(utf8("hola\thello\nadiós\tgoodbye, bye\n")))).toEqual([
      ["hola", "hello"],
      ["adiós", "goodbye, bye"],
    ]);
    expect(fields(readDelimited(utf8("hola,hello\nadiós,goodbye\n")))).toEqual([
      ["hola", "hello"],
      ["adiós", "goodbye"],
    ]);
    const semicolon = readDelimited(utf8("Haus;house, home\nKatze;cat\n"));
    expect(semicolon.delimiter).toBe(";");
    expect(fields(semicolon)).toEqual([
      ["Haus", "house, home"],
      ["Katze", "cat"],
    ]);
  });

  it("takes a delimiter it is given", () => {
    expect(fields(readDelimited(utf8("a;b,c\n"), { delimiter: "," }))).toEqual([["a;b", "c"]]);
  });
});

describe("readDelimited: quoting", () => {
  it("handles quotes, doubled quotes and line breaks inside quoted fields, with line numbers of each record", () => {
    const file = readDelimited(
      utf8('word,meaning\n"casa","house, home"\n"decir","to say ""hi"""\n"hablar","to speak\nto talk"\ncomer,to eat\n'),
    );
    expect(fields(file)).toEqual([
      ["word", "meaning"],
      ["casa", "house, home"],
      ["decir", 'to say "hi"'],
      ["hablar", "to speak\nto talk"],
      ["comer", "to eat"],
    ]);
    expect(file.rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 6]);
    expect(file.problems).toEqual([]);
  });

  it("handles Windows line ends and skips empty lines", () => {
    const file = readDelimited(utf8("a,b\r\n\r\nc,d\r\n"));
    expect(fields(file)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(file.rows.map((row) => row.line)).toEqual([1, 3]);
  });

  it("reports a quote that is never closed", () => {
    const file = readDelimited(utf8('a,b\nc,"d\ne,f\n'));
    expect(fields(file)).toEqual([["a", "b"]]);
    expect(file.problems).toEqual([
      { line: 2, reason: 'A quoted field is never closed (a " is missing).', skipped: true },
    ]);
  });

  it("reports lines with another number of fields, and keeps them", () => {
    const file = readDelimited(utf8("a,b\nc,d,e\nf\n"));
    expect(file.rows).toHaveLength(3);
    expect(file.problems).toEqual([
      { line: 2, reason: "The line has 3 fields where 2 were expected.", skipped: false },
      { line: 3, reason: "The line has 1 fields where 2 were expected.", skipped: false },
    ]);
  });
});

describe("readDelimited: encodings", () => {
  it("reads UTF-8 with and without a byte order mark", () => {
    const text = "día\tday\nniño\tchild\n";
    expect(readDelimited(utf8(`\ufeff${text}`))).toMatchObject({
      encoding: "utf-8",
      rows: [{ fields: ["día", "day"] }, { fields: ["niño", "child"] }],
    });
    expect(fields(readDelimited(utf8(text)))).toEqual([
      ["día", "day"],
      ["niño", "child"],
    ]);
  });

  it("reads UTF-16 LE and BE with a byte order mark, and LE without one", () => {
    const text = "日本\tJapan\nçà\tça\n";
    for (const [bytes, encoding] of [
      [utf16(text, "le"), "utf-16le"],
      [utf16(text, "be"), "utf-16be"],
      [utf16("hola\thello\nsí\tyes\n", "le", false), "utf-16le"],
    ] as const) {
      const file = readDelimited(bytes);
      expect(file.encoding).toBe(encoding);
      expect(file.delimiter).toBe("\t");
      expect(file.rows).toHaveLength(2);
    }
    expect(fields(readDelimited(utf16(text, "be")))).toEqual([
      ["日本", "Japan"],
      ["çà", "ça"],
    ]);
  });

  it("falls back to Windows-1252 for bytes that are not UTF-8, and says so", () => {
    const file = readDelimited(
      new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x63, 0x6f, 0x66, 0x66, 0x65, 0x65, 0x0a]),
    );
    expect(file.encoding).toBe("windows-1252");
    expect(fields(file)).toEqual([["café", "coffee"]]);
    expect(file.problems[0]).toMatchObject({ line: 0, skipped: false });
  });
});

describe("readDelimited: limits", () => {
  it("skips lines over the length limit with their line number", () => {
    const long = "x".repeat(120);
    const file = readDelimited(utf8(`a,b\n${long},y\nc,d\n`), { maxLineLength: 100 });
    expect(fields(file)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(file.problems).toEqual([
      { line: 2, reason: "The line is longer than 100 characters (122).", skipped: true },
    ]);
  });

  it("refuses files over the size limit", () => {
    expect(() => readDelimited(new Uint8Array(2000), { maxFileBytes: 1000 })).toThrow(
      expect.objectContaining({ code: "FILE_TOO_LARGE" }),
    );
  });
});

describe("readDelimited: Anki text export headers", () => {
  it("reads #separator, #html, #columns and column numbers, and numbers lines from the file's top", () => {
    const file = readDelimited(
      utf8(
        "#separator:tab\n#html:true\n#columns:Front\tBack\tTags\n#tags column:3\n#deck:Spanish::Verbs\nhablar\tto <b>speak</b>\tverbs\ncomer\tto eat\t\n",
      ),
    );
    expect(file.delimiter).toBe("\t");
    expect(file.headers).toEqual({
      separator: "\t",
      html: true,
      columns: ["Front", "Back", "Tags"],
      tagsColumn: 3,
      deck: "Spanish::Verbs",
    });
    expect(file.rows).toEqual([
      { line: 6, fields: ["hablar", "to <b>speak</b>", "verbs"] },
      { line: 7, fields: ["comer", "to eat", ""] },
    ]);
    expect(file.problems).toEqual([]);
  });

  it("understands named and literal separators and html:false", () => {
    const named = readDelimited(utf8("#separator:Semicolon\n#html:false\na;b,c\n"));
    expect(named).toMatchObject({
      delimiter: ";",
      headers: { html: false },
      rows: [{ line: 3, fields: ["a", "b,c"] }],
    });
    expect(readDelimited(utf8("#separator:,\na;b,c\n")).rows[0]?.fields).toEqual(["a;b", "c"]);
    expect(readDelimited(utf8("#separator:Pipe\na|b\n")).rows[0]?.fields).toEqual(["a", "b"]);
  });

  it("checks field counts against #columns", () => {
    const file = readDelimited(utf8("#separator:comma\n#columns:Front,Back\na,b,c\n"));
    expect(file.problems).toEqual([
      { line: 3, reason: "The line has 3 fields where 2 were expected.", skipped: false },
    ]);
  });
});

describe("readDelimited: lines that only look like headers", () => {
  it("keeps a first line starting with # that is not an Anki header", () => {
    expect(fields(readDelimited(utf8("#1,first\n#2,second\n")))).toEqual([
      ["#1", "first"],
      ["#2", "second"],
    ]);
    expect(readDelimited(utf8("#note: hi,there\n")).rows).toHaveLength(1);
  });
});

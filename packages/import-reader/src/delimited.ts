import Papa from "papaparse";
import { ImportReadError, messages } from "./errors";
import { MB } from "./limits";
import { decodeText, type TextEncodingName } from "./text-decoding";

export type Delimiter = "\t" | "," | ";" | " " | "|" | ":";

export interface ReadDelimitedOptions {
  /** Force a delimiter instead of reading `#separator:` or guessing. */
  delimiter?: Delimiter;
  /** Longest record accepted, in characters; longer ones are skipped with a problem. Default 10 000. */
  maxLineLength?: number;
  /** Largest file accepted, in bytes. Default 20 MB. */
  maxFileBytes?: number;
  /** Most rows read: parsing stops and refuses (TOO_MANY_ROWS) at the next one. Default: no limit. */
  maxRows?: number;
}

export interface DelimitedRow {
  /** 1-based line of the file where the record starts. */
  line: number;
  fields: string[];
}

export interface DelimitedProblem {
  /** 1-based line in the file; 0 for the file as a whole. */
  line: number;
  reason: string;
  /** True when the line was left out of `rows`. */
  skipped: boolean;
}

/** Anki's text export header lines (`#key:value` at the top of the file). */
export interface AnkiTextHeaders {
  separator?: Delimiter;
  /** `#html:true`: fields hold HTML (pass them through `toSafeText`). */
  html?: boolean;
  columns?: string[];
  /** `#tags:` tags for every note. */
  tags?: string[];
  notetype?: string;
  deck?: string;
  /** 1-based column numbers, as Anki writes them. */
  tagsColumn?: number;
  guidColumn?: number;
  notetypeColumn?: number;
  deckColumn?: number;
}

export interface DelimitedFile {
  delimiter: Delimiter;
  encoding: TextEncodingName;
  headers: AnkiTextHeaders;
  rows: DelimitedRow[];
  problems: DelimitedProblem[];
}

const SEPARATOR_NAMES: Record<string, Delimiter> = {
  tab: "\t",
  comma: ",",
  semicolon: ";",
  space: " ",
  pipe: "|",
  colon: ":",
};
const HEADER_KEYS = new Set([
  "separator",
  "html",
  "tags",
  "columns",
  "notetype",
  "deck",
  "notetype column",
  "deck column",
  "tags column",
  "guid column",
]);
const DELIMITERS: readonly string[] = ["\t", ",", ";", " ", "|", ":"];

function parseSeparator(value: string): Delimiter | undefined {
  const named = SEPARATOR_NAMES[value.trim().toLowerCase()];
  if (named) return named;
  return DELIMITERS.includes(value) ? (value as Delimiter) : undefined;
}

function columnNumber(value: string): number | undefined {
  const number = Number.parseInt(value.trim(), 10);
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** Reads the `#key:value` lines at the top; returns them and how many lines they took. */
function readHeaders(lines: string[]): { raw: Map<string, string>; count: number } {
  const raw = new Map<string, string>();
  let count = 0;
  for (const line of lines) {
    const match = /^#([a-z ]+):(.*)$/i.exec(line.replace(/\r$/, ""));
    const key = (match?.[1] ?? "").trim().toLowerCase();
    if (!match || !HEADER_KEYS.has(key)) break;
    raw.set(key, match[2] ?? "");
    count++;
  }
  return { raw, count };
}

function toHeaders(raw: Map<string, string>): AnkiTextHeaders {
  const headers: AnkiTextHeaders = {};
  const separator = raw.get("separator");
  if (separator !== undefined) {
    const parsed = parseSeparator(separator);
    if (parsed) headers.separator = parsed;
  }
  const html = raw.get("html");
  if (html !== undefined) headers.html = html.trim().toLowerCase() === "true";
  const tags = raw.get("tags");
  if (tags !== undefined) headers.tags = tags.split(/\s+/).filter((tag) => tag.length > 0);
  const notetype = raw.get("notetype");
  if (notetype !== undefined) headers.notetype = notetype.trim();
  const deck = raw.get("deck");
  if (deck !== undefined) headers.deck = deck.trim();
  const numbered: [string, "tagsColumn" | "guidColumn" | "notetypeColumn" | "deckColumn"][] = [
    ["tags column", "tagsColumn"],
    ["guid column", "guidColumn"],
    ["notetype column", "notetypeColumn"],
    ["deck column", "deckColumn"],
  ];
  for (const [key, name] of numbered) {
    const value = raw.get(key);
    const number = value === undefined ? undefined : columnNumber(value);
    if (number !== undefined) headers[name] = number;
  }
  return headers;
}

/** Offsets where each line starts, to turn a character position into a line number. */
function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

/**
 * Reads a .csv, .tsv or .txt word list: encoding and delimiter detected, quotes and embedded line breaks
 * handled by Papa Parse, Anki's `#separator:`/`#html:`/`#columns:` header lines understood. Lines it cannot
 * take are listed in `problems` with their line number and the reason.
 */
export function readDelimited(bytes: Uint8Array, options: ReadDelimitedOptions = {}): DelimitedFile {
  const maxFileBytes = options.maxFileBytes ?? 20 * MB;
  const maxLineLength = options.maxLineLength ?? 10_000;
  if (bytes.byteLength > maxFileBytes) {
    throw new ImportReadError("FILE_TOO_LARGE", messages.fileTooLarge(maxFileBytes), {
      limit: maxFileBytes,
      size: bytes.byteLength,
    });
  }
  const decoded = decodeText(bytes);
  const problems: DelimitedProblem[] = [];
  if (!decoded.exact) {
    problems.push({
      line: 0,
      reason: "The file is not UTF-8; it was read as Windows-1252 (Western European).",
      skipped: false,
    });
  }

  const text = decoded.text.replace(/^\ufeff/, "");
  const starts = lineStarts(text);
  // Only the first few lines can be headers; look at them without splitting the whole file.
  const firstLines = text.slice(0, starts[Math.min(starts.length - 1, 20)] ?? text.length).split("\n");
  const { raw, count: headerLines } = readHeaders(firstLines.slice(0, starts.length === 1 ? 1 : 20));
  const headers = toHeaders(raw);
  const bodyStart = headerLines < starts.length ? (starts[headerLines] ?? text.length) : text.length;
  const body = text.slice(bodyStart);

  const forced = options.delimiter ?? headers.separator;
  const rows: DelimitedRow[] = [];
  let delimiter: Delimiter = forced ?? "\t";
  let previousCursor = 0;
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  let tooMany = false;

  Papa.parse<string[]>(body, {
    delimiter: forced ?? "",
    delimitersToGuess: ["\t", ",", ";"],
    skipEmptyLines: true,
    step(result, parser) {
      if (rows.length >= maxRows) {
        tooMany = true;
        parser.abort();
        return;
      }
      const rowStart = previousCursor;
      previousCursor = result.meta.cursor;
      let firstChar = rowStart;
      while (body[firstChar] === "\n" || body[firstChar] === "\r") firstChar++;
      const line = lineAt(starts, bodyStart + firstChar);
      delimiter = (result.meta.delimiter as Delimiter) || delimiter;

      let lastChar = result.meta.cursor;
      while (lastChar > firstChar && (body[lastChar - 1] === "\n" || body[lastChar - 1] === "\r")) lastChar--;
      const length = lastChar - firstChar;
      if (length > maxLineLength) {
        problems.push({
          line,
          reason: `The line is longer than ${maxLineLength} characters (${length}).`,
          skipped: true,
        });
        return;
      }
      const quoteError = result.errors.find((error) => error.type === "Quotes");
      if (quoteError) {
        const reason =
          quoteError.code === "MissingQuotes"
            ? 'A quoted field is never closed (a " is missing).'
            : "A quoted field has text after its closing quote.";
        problems.push({ line, reason, skipped: true });
        return;
      }
      const fields = result.data;
      rows.push({ line, fields });
    },
  });

  if (tooMany) throw new ImportReadError("TOO_MANY_ROWS", messages.tooManyRows(maxRows), { limit: maxRows });
  const columns = raw.get("columns");
  if (columns !== undefined) headers.columns = columns.replace(/\r$/, "").split(delimiter);
  const expected = headers.columns?.length ?? rows[0]?.fields.length;
  for (const row of rows) {
    if (expected !== undefined && row.fields.length !== expected) {
      problems.push({
        line: row.line,
        reason: `The line has ${row.fields.length} fields where ${expected} were expected.`,
        skipped: false,
      });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { delimiter, encoding: decoded.encoding, headers, rows, problems };
}

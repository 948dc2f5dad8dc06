import { type SQL, sql } from "drizzle-orm";
import { BASIC_MODEL, WORD_MODEL } from "./models";
import { ActionError, isRowId, MAX_IDS } from "./params";

/** Our word column for each field a search may name (Anki's field search: whole value, `*` a wildcard). */
const FIELD_COLUMNS: Record<string, SQL> = {
  word: sql`w.original_word`,
  front: sql`w.original_word`,
  reading: sql`coalesce(w.pinyin, '')`,
  meaning: sql`w.translation`,
  back: sql`w.translation`,
  sentence: sql`coalesce(w.sentence, '')`,
  sentencemeaning: sql`coalesce(w.sentence_meaning, '')`,
};
/** Anki's search keys that this server cannot answer: refused rather than answered wrongly. */
const UNSUPPORTED_KEYS = new Set(
  "card flag prop rated introduced edited resched dupe mid did preset re nc w".split(" "),
);
const DAY_MS = 86_400_000;
/** `added:N` past a century is every mined word (and keeps the date arithmetic in range). */
const MAX_ADDED_DAYS = 36_500;
/** `is:` states, read from the learner's progress row `p` (none: a new word). */
const STATES: Record<string, (now: Date) => SQL> = {
  new: () => sql`coalesce(p.state, 0) = 0`,
  learn: () => sql`coalesce(p.state, 0) IN (1, 3)`,
  review: () => sql`coalesce(p.state, 0) IN (2, 3)`,
  due: (now) =>
    sql`(coalesce(p.state, 0) > 0 AND NOT p.is_ignored AND p.next_review <= ${now.toISOString()}::timestamptz)`,
  suspended: () => sql`coalesce(p.is_ignored, false)`,
};
const SUPPORTED =
  'deck:, note:, tag:, is:new|due|learn|review|suspended, nid:, cid:, added:N, "Field:value", words, -, OR, ( )';

/**
 * Anki's search text as a LIKE pattern: `*` any text, `_` one character, and `\` makes the next character
 * itself (`\*`, `\_`, `\\`, `\"`, `\:` as tools escape a word); `%` stands for itself.
 */
function likePattern(value: string): string {
  let out = "";
  for (let at = 0; at < value.length; at += 1) {
    const char = value[at]!;
    if (char === "*") out += "%";
    else if (char === "_") out += "_";
    else {
      const literal = char === "\\" && at + 1 < value.length ? value[++at]! : char;
      out += /[\\%_]/.test(literal) ? `\\${literal}` : literal;
    }
  }
  return out;
}

/** Where a term's key ends: its first colon that is not escaped (`\:` is a colon of the text). */
function keyEnd(term: string): number {
  for (let at = 0; at < term.length; at += 1) {
    if (term[at] === "\\") at += 1;
    else if (term[at] === ":") return at;
  }
  return -1;
}

/**
 * The search's tokens: `"quoted text"`, `key:"quoted value"`, `(`, `)` or bare words, a leading `-` kept.
 * Backslash escapes are kept for the term to read (`\"` inside quotes included).
 */
export function tokens(query: string): string[] {
  return [...query.matchAll(/[()]|(-?)(?:([^\s"()]+:)?"((?:[^"\\]|\\.)*)"|([^\s()]+))/g)].map((m) =>
    m[0] === "(" || m[0] === ")" ? m[0] : m[3] !== undefined ? `${m[1]}${m[2] ?? ""}${m[3]}` : `${m[1]}${m[4] ?? ""}`,
  );
}

function unsupported(term: string): never {
  throw new ActionError(`search term not supported: "${term}" (this server understands ${SUPPORTED})`);
}

function idList(term: string, value: string): SQL {
  const parts = value.split(",");
  if (parts.length > MAX_IDS || !parts.every((id) => /^\d{1,16}$/.test(id))) unsupported(term);
  const ids = parts.map(Number).filter(isRowId);
  return ids.length === 0 ? sql`false` : sql`w.id = ANY(${`{${ids.join(",")}}`}::int[])`;
}

function added(term: string, value: string, now: Date): SQL {
  if (!/^\d{1,12}$/.test(value) || Number(value) < 1) unsupported(term);
  const days = Number(value);
  if (days > MAX_ADDED_DAYS) return sql`w.mined_at IS NOT NULL`;
  return sql`w.mined_at >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
}

function model(value: string): SQL {
  const name = value.toLowerCase();
  if (name === WORD_MODEL.toLowerCase()) return sql`coalesce(w.mined_fields->>'model', ${WORD_MODEL}) = ${WORD_MODEL}`;
  if (name === BASIC_MODEL.toLowerCase()) return sql`w.mined_fields->>'model' = ${BASIC_MODEL}`;
  return sql`false`;
}

function tag(value: string): SQL {
  if (value.toLowerCase() === "none") return sql`jsonb_array_length(w.tags) = 0`;
  const pattern = likePattern(value);
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(w.tags) t(name)
    WHERE t.name ILIKE ${pattern} OR t.name ILIKE ${`${pattern}::%`})`;
}

/** One term as a condition on `w` (words), `od` (own decks) and `p` (the learner's progress, may be null). */
function condition(term: string, now: Date): SQL {
  const colon = keyEnd(term);
  if (colon <= 0) {
    const pattern = `%${likePattern(term)}%`;
    return sql`(w.original_word ILIKE ${pattern} OR w.translation ILIKE ${pattern})`;
  }
  const key = term.slice(0, colon).toLowerCase();
  const value = term.slice(colon + 1);
  if (key === "deck") {
    // Anki's current deck (the one last studied there): there is none here, so the search is refused.
    if (value.toLowerCase() === "current") unsupported(term);
    return value === "*" ? sql`true` : sql`od.name ILIKE ${likePattern(value)}`;
  }
  if (key === "nid" || key === "cid") return idList(term, value);
  if (key === "added") return added(term, value, now);
  if (key === "note") return model(value);
  if (key === "tag") return tag(value);
  if (key === "is") return STATES[value.toLowerCase()]?.(now) ?? unsupported(term);
  const column = FIELD_COLUMNS[key];
  if (column) return sql`${column} ILIKE ${likePattern(value)}`;
  if (UNSUPPORTED_KEYS.has(key)) unsupported(term);
  // A field our notes do not have: nothing matches it, as in Anki.
  return sql`false`;
}

/** Recursive descent over the tokens: OR binds looser than the implicit AND; `-` negates a term or group. */
class Parser {
  private at = 0;
  private depth = 0;
  constructor(
    private readonly list: string[],
    private readonly now: Date,
  ) {}

  parse(): SQL {
    if (this.list.length === 0) return sql`true`;
    const whole = this.or();
    if (this.at < this.list.length) unsupported(this.list[this.at]!);
    return whole;
  }

  private or(): SQL {
    const parts = [this.and()];
    while (this.list[this.at]?.toLowerCase() === "or") {
      this.at += 1;
      parts.push(this.and());
    }
    return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` OR `)})`;
  }

  private and(): SQL {
    const parts: SQL[] = [];
    for (let next = this.list[this.at]; next !== undefined && next !== ")" && next.toLowerCase() !== "or"; ) {
      if (next.toLowerCase() === "and") this.at += 1;
      else parts.push(this.unit());
      next = this.list[this.at];
    }
    if (parts.length === 0) unsupported(this.list[this.at] ?? "(nothing)");
    return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` AND `)})`;
  }

  private unit(): SQL {
    const token = this.list[this.at++]!;
    const negated = token === "-" && this.list[this.at] === "(";
    if (token === "(" || negated) {
      if (negated) this.at += 1;
      if (++this.depth > 8) unsupported("(");
      const inner = this.or();
      if (this.list[this.at++] !== ")") unsupported("(");
      this.depth -= 1;
      return negated ? sql`NOT ${inner}` : inner;
    }
    if (token.startsWith("-") && token.length > 1)
      return sql`NOT coalesce(${condition(token.slice(1), this.now)}, false)`;
    return condition(token, this.now);
  }
}

/**
 * An Anki search (the subset tools send) as one SQL condition. A search key this server cannot answer is
 * refused (an ActionError naming what is understood), so a tool never acts on notes it did not ask for.
 */
export function searchCondition(query: string, now: Date): SQL {
  const list = tokens(query);
  if (list.length > 200) throw new ActionError("search is too long: at most 200 terms");
  return new Parser(list, now).parse();
}

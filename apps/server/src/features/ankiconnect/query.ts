import { type SQL, sql } from "drizzle-orm";
import { MODELS } from "./models";

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
const MODEL_NAMES = new Set(Object.keys(MODELS).map((name) => name.toLowerCase()));
const DAY_MS = 86_400_000;

/** Anki's `*` wildcard as a LIKE pattern; `%`, `_` and `\` stand for themselves. */
function likePattern(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, "%");
}

/** The search's terms: `"quoted text"`, `key:"quoted value"` or bare words, a leading `-` negating one. */
export function tokens(query: string): string[] {
  return [...query.matchAll(/(-?)(?:([^\s"]+:)?"((?:[^"\\]|\\.)*)"|(\S+))/g)].map((m) =>
    m[3] !== undefined ? `${m[1]}${m[2] ?? ""}${m[3].replace(/\\"/g, '"')}` : `${m[1]}${m[4] ?? ""}`,
  );
}

/** One term as a condition on `w` (words) and `od` (own decks); null for a term that matches nothing. */
function condition(term: string, now: Date): SQL | null {
  const colon = term.indexOf(":");
  if (colon <= 0) {
    const pattern = `%${likePattern(term)}%`;
    return sql`(w.original_word ILIKE ${pattern} OR w.translation ILIKE ${pattern})`;
  }
  const key = term.slice(0, colon).toLowerCase();
  const value = term.slice(colon + 1);
  if (key === "deck") return value === "*" ? sql`true` : sql`od.name ILIKE ${likePattern(value)}`;
  if (key === "nid" || key === "cid") {
    const ids = value.split(",").map((id) => Number(id));
    if (ids.some((id) => !Number.isSafeInteger(id))) return null;
    return sql`w.id = ANY(${`{${ids.join(",")}}`}::int[])`;
  }
  if (key === "added") {
    const days = Number(value);
    if (!Number.isInteger(days) || days < 1) return null;
    return sql`w.mined_at >= ${new Date(now.getTime() - days * DAY_MS).toISOString()}::timestamptz`;
  }
  if (key === "note" || key === "mid") return MODEL_NAMES.has(value.toLowerCase()) ? sql`true` : null;
  const column = FIELD_COLUMNS[key];
  if (column) return sql`${column} ILIKE ${likePattern(value)}`;
  return null;
}

/**
 * An Anki search (the subset tools send: `deck:"…"`, `"Field:value"`, `added:N`, `nid:…`, `note:…`, plain
 * words, `-` to negate) as one SQL condition, every term joined with AND. A term we cannot read matches
 * nothing, so a tool never sees a note its search did not ask for.
 */
export function searchCondition(query: string, now: Date): SQL {
  const parts: SQL[] = [];
  for (const raw of tokens(query)) {
    const negated = raw.startsWith("-") && raw.length > 1;
    const term = negated ? raw.slice(1) : raw;
    const found = condition(term, now);
    if (found === null) return sql`false`;
    parts.push(negated ? sql`NOT ${found}` : found);
  }
  return parts.length === 0 ? sql`true` : sql.join(parts, sql` AND `);
}

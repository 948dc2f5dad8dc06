import type { AnkiNoteTypeDefinition } from "./anki-types";
import { decodeNotetypeLook, decodeTemplateFormats } from "./protobuf";
import { blob, type CollectionDb, eachRow, firstRow, num, tableNames, text } from "./sqlite";

export type { AnkiNoteTypeDefinition };

const NEW_LAYOUT = ["notetypes", "fields", "templates"] as const;

/**
 * The collection's note types as an export writes them back: names, kind, fields and templates in order, last
 * change, sort field, templates' HTML and styling. Schema 11 keeps them as JSON in `col.models`; schema 15+ in
 * the `notetypes`, `fields` and `templates` tables with protobuf configs. A note type whose config cannot be
 * decoded keeps its names and kind, with no HTML.
 */
export function readNoteTypeDefinitions(db: CollectionDb): AnkiNoteTypeDefinition[] {
  const tables = tableNames(db);
  return NEW_LAYOUT.every((name) => tables.has(name)) ? fromTables(db) : fromJson(db);
}

function safely<T>(decode: () => T, fallback: T): T {
  try {
    return decode();
  } catch {
    return fallback;
  }
}

function fromTables(db: CollectionDb): AnkiNoteTypeDefinition[] {
  const fields = new Map<number, string[]>();
  eachRow(db, "SELECT ntid, name FROM fields ORDER BY ntid, ord", (row) => {
    const list = fields.get(num(row.ntid)) ?? [];
    list.push(text(row.name));
    fields.set(num(row.ntid), list);
  });
  const templates = new Map<number, AnkiNoteTypeDefinition["templates"]>();
  eachRow(db, "SELECT ntid, name, config FROM templates ORDER BY ntid, ord", (row) => {
    const list = templates.get(num(row.ntid)) ?? [];
    const formats = safely(() => decodeTemplateFormats(blob(row.config)), { front: "", back: "" });
    list.push({ name: text(row.name), ...formats });
    templates.set(num(row.ntid), list);
  });
  const out: AnkiNoteTypeDefinition[] = [];
  eachRow(db, "SELECT id, name, mtime_secs, config FROM notetypes ORDER BY id", (row) => {
    const id = num(row.id);
    const look = safely(() => decodeNotetypeLook(blob(row.config)), { kind: 0, sortField: 0, css: "" });
    out.push({
      id,
      name: text(row.name),
      kind: look.kind === 1 ? "cloze" : "standard",
      mtime: num(row.mtime_secs),
      sortField: look.sortField,
      fields: fields.get(id) ?? [],
      templates: templates.get(id) ?? [],
      css: look.css,
    });
  });
  return out;
}

interface LegacyModel {
  id?: unknown;
  name?: unknown;
  type?: unknown;
  mod?: unknown;
  sortf?: unknown;
  css?: unknown;
  flds?: { name?: unknown; ord?: unknown }[];
  tmpls?: { name?: unknown; ord?: unknown; qfmt?: unknown; afmt?: unknown }[];
}

const byOrd = <T extends { ord?: unknown }>(list: T[] | undefined): T[] =>
  [...(Array.isArray(list) ? list : [])].sort((a, b) => Number(a.ord ?? 0) - Number(b.ord ?? 0));
const str = (value: unknown) => (typeof value === "string" ? value : "");
const whole = (value: unknown) => (Number.isSafeInteger(Number(value)) ? Number(value) : 0);

function fromJson(db: CollectionDb): AnkiNoteTypeDefinition[] {
  let models: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text(firstRow(db, "SELECT models FROM col LIMIT 1")?.models) || "{}");
    models = parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return [];
  }
  return Object.entries(models)
    .filter(([, value]) => value && typeof value === "object")
    .map(([key, value]) => {
      const model = value as LegacyModel;
      return {
        id: Number(model.id ?? key),
        name: String(model.name ?? ""),
        kind: Number(model.type) === 1 ? ("cloze" as const) : ("standard" as const),
        mtime: whole(model.mod),
        sortField: whole(model.sortf),
        fields: byOrd(model.flds).map((f) => String(f.name ?? "")),
        templates: byOrd(model.tmpls).map((t) => ({
          name: String(t.name ?? ""),
          front: str(t.qfmt),
          back: str(t.afmt),
        })),
        css: str(model.css),
      };
    })
    .sort((a, b) => a.id - b.id);
}

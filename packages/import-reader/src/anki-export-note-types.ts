import { CSS, fieldJson, LATEX_POST, LATEX_PRE, template } from "./anki-export-layout";
import type { AnkiNoteTypeDefinition } from "./anki-types";

/**
 * A note type a package came with, written back into an export as Anki's schema 11 JSON: the same id, name,
 * kind, field and template names in order (what Anki's importer compares before it updates a note in place)
 * and the same last change (so it does not replace its own copy with this one). Templates whose HTML the
 * package did not give get plain ones: the front shows a field, the back the front and the other fields.
 */

/** A definition that can be written: fields to hold the note, and templates Anki accepts for its kind. */
export function isWritableNoteType(definition: AnkiNoteTypeDefinition): boolean {
  if (definition.fields.length === 0 || definition.templates.length === 0) return false;
  if (new Set(definition.fields).size !== definition.fields.length) return false;
  return definition.kind === "standard" || definition.templates.length === 1;
}

const mustache = (name: string) => `{{${name}}}`;

/** Plain templates for a note type that came without its HTML. */
export function plainFormats(definition: AnkiNoteTypeDefinition, ord: number): { front: string; back: string } {
  const { fields } = definition;
  const shown = definition.kind === "cloze" ? 0 : ord < fields.length ? ord : 0;
  const front = definition.kind === "cloze" ? `{{cloze:${fields[0]}}}` : mustache(fields[shown]!);
  const others = fields.filter((_, i) => i !== shown).map(mustache);
  const back =
    definition.kind === "cloze"
      ? [front, ...others].join("<br>\n")
      : ["{{FrontSide}}", "", "<hr id=answer>", "", others.join("<br>\n")].join("\n");
  return { front, back };
}

/** The fields a template's front names (`{{Field}}`, `{{#Field}}`, `{{cloze:Field}}`), as Anki 2.0's `req` lists them. */
function namedFields(front: string, fields: readonly string[]): number[] {
  const named = new Set<number>();
  for (const [, inner] of front.matchAll(/\{\{([^{}]+)\}\}/g)) {
    const name = inner!
      .replace(/^[#^/]/, "")
      .split(":")
      .at(-1)!
      .trim();
    const index = fields.indexOf(name);
    if (index >= 0) named.add(index);
  }
  return named.size > 0 ? [...named].sort((a, b) => a - b) : [0];
}

export function originalNoteTypeJson(definition: AnkiNoteTypeDefinition, deckId: number): Record<string, unknown> {
  const cloze = definition.kind === "cloze";
  const tmpls = definition.templates.map((t, ord) => {
    const plain = plainFormats(definition, ord);
    return template(t.name, ord, t.front || plain.front, t.back || plain.back);
  });
  return {
    id: definition.id,
    name: definition.name,
    type: cloze ? 1 : 0,
    mod: definition.mtime,
    usn: -1,
    sortf: definition.sortField < definition.fields.length ? definition.sortField : 0,
    did: deckId,
    tmpls,
    flds: definition.fields.map(fieldJson),
    css: definition.css || (cloze ? `${CSS}.cloze {\n  font-weight: bold;\n  color: blue;\n}\n` : CSS),
    latexPre: LATEX_PRE,
    latexPost: LATEX_POST,
    latexsvg: false,
    tags: [],
    vers: [],
    req: tmpls.map((t) => [t.ord, "any", namedFields(t.qfmt, definition.fields)]),
  };
}

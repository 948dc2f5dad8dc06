import type { createMediaNames } from "./anki-collection-parts";
import { FIELD_SEPARATOR, type Layout } from "./anki-export-layout";
import { isWritableNoteType } from "./anki-export-note-types";
import type { AnkiOrigin, ExportNote } from "./anki-export-notes";
import type { ExportCard } from "./anki-export-rows";
import { plainTextToFieldHtml, strippedFieldText } from "./anki-export-text";
import type { AnkiNoteTypeDefinition } from "./anki-types";

/** A note as its row is written: its note type, last change, tags, fields and the cards it keeps. */
export interface PreparedNote {
  note: ExportNote;
  id: number;
  guid: string;
  model: number;
  mod: number;
  tags: string;
  fields: string[];
  sortText: string;
  firstText: string;
  cards: readonly ExportCard[];
}

const escapeAttribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * Makes each note's row: a note that came from Anki under its own note type with its fields as Anki kept them
 * (when that note type is given and still fits), any other under this collection's own note types. Keeps which
 * note types were used, for the collection row.
 */
export function notePreparer(options: {
  layout: Layout;
  modelId: number;
  clozeModelId: number;
  nowSecs: number;
  mediaNames: ReturnType<typeof createMediaNames>;
  ankiNoteTypes: readonly AnkiNoteTypeDefinition[];
}) {
  const { layout, modelId, clozeModelId, nowSecs, mediaNames } = options;
  // The Anki note types written back: never one with an id of this collection's own.
  const originals = new Map(
    options.ankiNoteTypes
      .filter((type) => isWritableNoteType(type) && type.id !== modelId && type.id !== clozeModelId && type.id > 0)
      .map((type) => [type.id, type]),
  );
  const used = { own: false, cloze: false, originals: new Set<number>() };

  /** The note's own note type when it came from Anki and still fits it. */
  const originalOf = (note: ExportNote) => {
    const type = note.anki ? originals.get(note.anki.noteTypeId) : undefined;
    return type && note.anki!.fields.length === type.fields.length ? type : undefined;
  };

  /** A note from Anki as it was, its recording under the name the package gives it. */
  const originalFields = (note: ExportNote, origin: AnkiOrigin) => {
    // As Anki keeps them: only the field separator could break the note, and a field Anki gave cannot hold it.
    const fields = origin.fields.map((field) => field.replaceAll(FIELD_SEPARATOR, ""));
    if (!note.audioName) return fields;
    const name = mediaNames.nameOf(note.audioName);
    if (name === note.audioName) return fields;
    return fields.map((field) => field.replaceAll(`[sound:${note.audioName}]`, `[sound:${name}]`));
  };

  const fieldsOf = (note: ExportNote) => {
    if (note.cloze) return [plainTextToFieldHtml(note.cloze.text), plainTextToFieldHtml(note.cloze.backExtra)];
    const fields = [plainTextToFieldHtml(note.term), plainTextToFieldHtml(note.translation)];
    if (layout.hasReading) fields.push(plainTextToFieldHtml(note.reading ?? ""));
    const sound = (name: string | null | undefined) => (name ? `[sound:${mediaNames.nameOf(name)}]` : "");
    if (layout.hasAudio) fields.push(sound(note.audioName));
    if (layout.hasContext) {
      const { sentence, sentenceMeaning, pictureName, sentenceAudioName } = note.context ?? {};
      const picture = pictureName ? `<img src="${escapeAttribute(mediaNames.nameOf(pictureName))}">` : "";
      fields.push(plainTextToFieldHtml(sentence ?? ""), plainTextToFieldHtml(sentenceMeaning ?? ""), picture);
      fields.push(sound(sentenceAudioName));
    }
    return fields;
  };

  return {
    used,
    /** The note types from Anki that some note was written under. */
    usedOriginals: (): AnkiNoteTypeDefinition[] => [...used.originals].map((id) => originals.get(id)!),
    prepare(note: ExportNote, id: number, guid: string): PreparedNote {
      const original = originalOf(note);
      if (original && note.anki) {
        const fields = originalFields(note, note.anki);
        const tags = note.anki.tags.map((tag) => tag.replace(/\s+/g, "_")).filter(Boolean);
        used.originals.add(original.id);
        return {
          note,
          id,
          guid,
          model: original.id,
          mod: note.anki.mtime,
          tags: tags.length > 0 ? ` ${tags.join(" ")} ` : "",
          fields,
          sortText: strippedFieldText(fields[original.sortField] ?? fields[0] ?? ""),
          firstText: strippedFieldText(fields[0] ?? ""),
          // A cloze note's cards are its numbers; a standard note's, its note type's templates.
          cards: original.kind === "cloze" ? note.cards : note.cards.filter((c) => c.ord < original.templates.length),
        };
      }
      const fields = fieldsOf(note);
      const sortText = strippedFieldText(fields[0] ?? "");
      if (note.cloze) used.cloze = true;
      else used.own = true;
      const model = note.cloze ? clozeModelId : modelId;
      return {
        note,
        id,
        guid,
        model,
        mod: nowSecs,
        tags: "",
        fields,
        sortText,
        firstText: sortText,
        cards: note.cards,
      };
    },
  };
}

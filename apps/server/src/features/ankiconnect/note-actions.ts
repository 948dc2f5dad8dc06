import { isSafeMediaName } from "@app/import-reader";
import { bodyFromBase64 } from "../media";
import type { CardRepository } from "./card-repository";
import type { MiningDeck } from "./mining-deck";
import { cleanTags, MODELS, mapNote, mediaMime, NoteError, WORD_MODEL } from "./models";
import { ActionError, isArray, isId, isObject, isString, type Params, param } from "./params";
import type { MiningRepository, NoteRow } from "./repository";

export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

export interface ActionContext {
  userId: string;
  now: Date;
  repo: MiningRepository;
  cards: CardRepository;
}

/**
 * A note as tools send it, checked down to the word it would become and the files it brings (checked, not
 * stored): a refused note (a duplicate, an empty field, a bad file) leaves nothing behind.
 */
async function prepare(ctx: ActionContext, note: unknown, decks: MiningDeck[], check: "add" | "probe" = "add") {
  if (!isObject(note)) throw new ActionError("note must be an object");
  const { deckName, modelName, fields, options } = note;
  if (typeof modelName !== "string" || !MODELS[modelName]) throw new NoteError(`model was not found: ${modelName}`);
  const deck = typeof deckName === "string" ? findDeck(decks, deckName) : undefined;
  if (!deck) throw new NoteError(`deck was not found: ${deckName}`);
  if (!isObject(fields)) throw new NoteError("note is missing its fields");
  const media = attachedMedia(note, { ...fields });
  const mapped = { ...mapNote(modelName, media.fields, check), tags: cleanTags(note.tags) };
  const scope = duplicateScope(isObject(options) ? options : {}, deck, decks);
  if (scope !== "allowed" && (await ctx.repo.existingTerms(ctx.userId, scope, [mapped.term])).size > 0) {
    throw new NoteError("cannot create note because it is a duplicate");
  }
  return { deck, mapped, files: media.files };
}

/**
 * Where a note's first field must be new (AnkiConnect's `options`): "allowed" with `allowDuplicate`; the
 * decks given by `duplicateScope: "deck"` (the note's deck, or `duplicateScopeOptions.deckName`: a deck that
 * does not exist holds no duplicate); otherwise null, every deck of the learner (Anki's collection).
 */
function duplicateScope(options: Params, deck: MiningDeck, decks: MiningDeck[]): string[] | null | "allowed" {
  const { allowDuplicate, duplicateScope: scope, duplicateScopeOptions: more = {} } = options;
  if (allowDuplicate !== undefined && typeof allowDuplicate !== "boolean") {
    throw new NoteError('option parameter "allowDuplicate" must be boolean');
  }
  for (const name of ["checkChildren", "checkAllModels"]) {
    const value = isObject(more) ? more[name] : undefined;
    if (value !== undefined && typeof value !== "boolean") {
      throw new NoteError(`option parameter "duplicateScopeOptions.${name}" must be boolean`);
    }
  }
  if (allowDuplicate === true) return "allowed";
  if (scope !== "deck") return null;
  const named = isObject(more) && typeof more.deckName === "string" ? more.deckName : null;
  if (named === null) return [deck.id];
  const other = findDeck(decks, named);
  return other ? [other.id] : [];
}

export function findDeck(decks: MiningDeck[], name: string): MiningDeck | undefined {
  return decks.find((d) => d.name === name) ?? decks.find((d) => d.name.toLowerCase() === name.toLowerCase());
}

/**
 * A note's own `audio` / `picture` entries (`{ filename, data, fields }`), checked and named in the fields they
 * go to (pure: nothing is stored; `storeFiles` stores them once the note is accepted).
 */
function attachedMedia(note: Params, fields: Params): { fields: Params; files: MediaFile[] } {
  const files: MediaFile[] = [];
  for (const kind of ["audio", "picture"] as const) {
    const entries = note[kind] === undefined ? [] : [note[kind]].flat();
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      const file = checkedMedia(entry);
      files.push(file);
      const ref = kind === "audio" ? `[sound:${file.filename}]` : `<img src="${file.filename}">`;
      for (const field of isArray(entry.fields) ? entry.fields.filter(isString) : []) {
        fields[field] = `${typeof fields[field] === "string" ? fields[field] : ""}${ref}`;
      }
    }
  }
  return { fields, files };
}

/** A file as a tool sends it, its name, type and encoding checked (before its bytes are decoded). */
interface MediaFile {
  filename: string;
  mime: string;
  data: string;
}

async function storeFiles(ctx: ActionContext, files: readonly MediaFile[]): Promise<void> {
  for (const file of files) await writeMedia(ctx, file);
}

/** `storeMediaFile`: the file checked, then stored. */
export async function storeMedia(ctx: ActionContext, params: Params): Promise<string> {
  return writeMedia(ctx, checkedMedia(params));
}

function checkedMedia(params: Params): MediaFile {
  const filename = param(params, "filename", isString, "storeMediaFile");
  if (!isSafeMediaName(filename)) throw new ActionError(`media file name is not a plain file name: ${filename}`);
  if (typeof params.data !== "string") {
    if (params.url !== undefined || params.path !== undefined) {
      throw new ActionError('only "data" is accepted: this server never downloads a "url" or reads a "path"');
    }
    throw new ActionError('You must provide a "data" field.');
  }
  const mime = mediaMime(filename);
  if (!mime) throw new ActionError(`media file type is not supported (audio and pictures only): ${filename}`);
  if (params.data.length > Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4) {
    throw new ActionError("media file is larger than 5 MB");
  }
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(params.data)) throw new ActionError("data is not valid base64");
  return { filename, mime, data: params.data };
}

async function writeMedia(ctx: ActionContext, { filename, mime, data }: MediaFile): Promise<string> {
  // Decoded a slice at a time (for its hash, then again as it is written): never a second whole copy.
  const body = await bodyFromBase64(data);
  if (body.size === 0) throw new ActionError("media file is empty");
  if (body.size > MEDIA_MAX_BYTES) throw new ActionError("media file is larger than 5 MB");
  await ctx.repo.storeMedia(ctx.userId, { name: filename, mime, body });
  return filename;
}

/** The fields of a word as a note of its model, with their order (what `notesInfo` answers). */
export function noteInfo(row: NoteRow) {
  const model = row.minedFields?.model ?? WORD_MODEL;
  const stored = row.minedFields?.fields ?? {
    Word: row.term,
    Reading: row.reading ?? "",
    Meaning: row.translation,
    Sentence: row.sentence ?? "",
    SentenceMeaning: row.sentenceMeaning ?? "",
  };
  const names = MODELS[model] ?? MODELS[WORD_MODEL]!;
  const fields = Object.fromEntries(names.map((name, order) => [name, { value: stored[name] ?? "", order }]));
  return {
    noteId: row.id,
    modelName: model,
    tags: row.tags,
    fields,
    cards: [row.id],
    mod: Math.floor((row.minedAt?.getTime() ?? 0) / 1000),
  };
}

export async function canAdd(ctx: ActionContext, notes: unknown[]) {
  const decks = await ctx.repo.decks(ctx.userId);
  const out: { canAdd: boolean; error?: string }[] = [];
  for (const note of notes) {
    try {
      await prepare(ctx, note, decks, "probe");
      out.push({ canAdd: true });
    } catch (error) {
      if (!(error instanceof NoteError || error instanceof ActionError)) throw error;
      out.push({ canAdd: false, error: error.message });
    }
  }
  return out;
}

export async function addNote(ctx: ActionContext, note: unknown, decks?: MiningDeck[]): Promise<number> {
  const { deck, mapped, files } = await prepare(ctx, note, decks ?? (await ctx.repo.decks(ctx.userId)));
  // The note is accepted: its files are stored, then the word that names them.
  await storeFiles(ctx, files);
  return ctx.repo.addWord(ctx.userId, deck, mapped, ctx.now);
}

export async function updateNoteFields(ctx: ActionContext, params: Params): Promise<null> {
  const note = param(params, "note", isObject, "updateNoteFields");
  if (!isId(note.id)) throw new ActionError(`note was not found: ${String(note.id)}`);
  const [row] = await ctx.repo.notes(ctx.userId, [note.id]);
  if (!row) throw new ActionError(`note was not found: ${note.id}`);
  const current = noteInfo(row);
  const given = isObject(note.fields) ? note.fields : {};
  const media = attachedMedia(note, { ...given });
  const withMedia = media.fields;
  const merged: Params = Object.fromEntries(Object.entries(current.fields).map(([n, f]) => [n, f.value]));
  const names = new Set<string>();
  for (const [name, value] of Object.entries(withMedia)) {
    const ours = Object.keys(merged).find((n) => n.toLowerCase() === name.toLowerCase());
    if (ours && typeof value === "string") {
      merged[ours] = value;
      names.add(ours);
    }
  }
  const mapped = mapNote(current.modelName, merged);
  await storeFiles(ctx, media.files);
  await ctx.repo.updateWord(ctx.userId, note.id, mapped, names);
  return null;
}

export function skipNoteError(error: unknown): null {
  if (error instanceof NoteError || error instanceof ActionError) return null;
  throw error;
}

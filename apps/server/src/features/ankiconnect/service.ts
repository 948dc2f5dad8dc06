import { isSafeMediaName } from "@app/import-reader";
import { MODEL_IDS, MODELS, mapNote, mediaMime, NoteError, WORD_MODEL } from "./models";
import type { MiningDeck, MiningRepository, NoteRow } from "./repository";

/** AnkiConnect's protocol version that we speak. */
export const API_VERSION = 6;
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;
/** The most actions one `multi` (and notes one `addNotes` or `canAddNotes`) may carry. */
export const MAX_BATCH = 1000;

/** An action's failure, answered as AnkiConnect does: `{ result: null, error: message }`. */
export class ActionError extends Error {}

type Params = Record<string, unknown>;
export interface ActionContext {
  userId: string;
  now: Date;
  repo: MiningRepository;
}

const isObject = (v: unknown): v is Params => typeof v === "object" && v !== null && !Array.isArray(v);

function param<T>(params: Params, name: string, check: (v: unknown) => v is T, action: string): T {
  const value = params[name];
  if (value === undefined) throw new ActionError(`${action}() missing required argument: '${name}'`);
  if (!check(value)) throw new ActionError(`${action}(): parameter "${name}" has the wrong type`);
  return value;
}
const isString = (v: unknown): v is string => typeof v === "string";
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v);

function batch(params: Params, name: string, action: string): unknown[] {
  const list = param(params, name, isArray, action);
  if (list.length > MAX_BATCH) throw new ActionError(`${action}() takes at most ${MAX_BATCH} ${name}`);
  return list;
}

function ids(params: Params, name: string, action: string): number[] {
  return batch(params, name, action).filter(isId);
}

/** A note as tools send it, checked down to the word it would become. */
async function prepare(ctx: ActionContext, note: unknown, decks: MiningDeck[], check: "add" | "probe" = "add") {
  if (!isObject(note)) throw new ActionError("note must be an object");
  const { deckName, modelName, fields, options } = note;
  if (typeof modelName !== "string" || !MODELS[modelName]) throw new NoteError(`model was not found: ${modelName}`);
  const deck = typeof deckName === "string" ? findDeck(decks, deckName) : undefined;
  if (!deck) throw new NoteError(`deck was not found: ${deckName}`);
  if (!isObject(fields)) throw new NoteError("note is missing its fields");
  const withMedia = await attachedMedia(ctx, note, { ...fields });
  const mapped = mapNote(modelName, withMedia, check);
  const allowDuplicate = isObject(options) && options.allowDuplicate === true;
  if (!allowDuplicate && (await ctx.repo.existingTerms(deck.id, [mapped.term])).size > 0) {
    throw new NoteError("cannot create note because it is a duplicate");
  }
  return { deck, mapped };
}

function findDeck(decks: MiningDeck[], name: string): MiningDeck | undefined {
  return decks.find((d) => d.name === name) ?? decks.find((d) => d.name.toLowerCase() === name.toLowerCase());
}

/** A note's own `audio` / `picture` entries (`{ filename, data, fields }`): stored, then named in the fields. */
async function attachedMedia(ctx: ActionContext, note: Params, fields: Params): Promise<Params> {
  for (const kind of ["audio", "picture"] as const) {
    const entries = note[kind] === undefined ? [] : [note[kind]].flat();
    for (const entry of entries) {
      if (!isObject(entry)) continue;
      const name = await storeMedia(ctx, entry);
      const ref = kind === "audio" ? `[sound:${name}]` : `<img src="${name}">`;
      for (const field of isArray(entry.fields) ? entry.fields.filter(isString) : []) {
        fields[field] = `${typeof fields[field] === "string" ? fields[field] : ""}${ref}`;
      }
    }
  }
  return fields;
}

async function storeMedia(ctx: ActionContext, params: Params): Promise<string> {
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
  const bytes = Buffer.from(params.data, "base64");
  if (bytes.length === 0) throw new ActionError("media file is empty");
  if (bytes.length > MEDIA_MAX_BYTES) throw new ActionError("media file is larger than 5 MB");
  await ctx.repo.storeMedia(ctx.userId, { name: filename, mime, bytes });
  return filename;
}

/** The fields of a word as a note of its model, with their order (what `notesInfo` answers). */
function noteInfo(row: NoteRow) {
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
    tags: row.minedAt ? ["mined"] : [],
    fields,
    cards: [row.id],
    mod: Math.floor((row.minedAt?.getTime() ?? 0) / 1000),
  };
}

async function canAdd(ctx: ActionContext, notes: unknown[]) {
  const decks = await ctx.repo.decks(ctx.userId);
  const out: { canAdd: boolean; error?: string }[] = [];
  for (const note of notes) {
    try {
      await prepare({ ...ctx, repo: { ...ctx.repo, storeMedia: async () => {} } }, note, decks, "probe");
      out.push({ canAdd: true });
    } catch (error) {
      if (!(error instanceof NoteError || error instanceof ActionError)) throw error;
      out.push({ canAdd: false, error: error.message });
    }
  }
  return out;
}

async function addNote(ctx: ActionContext, note: unknown, decks?: MiningDeck[]): Promise<number> {
  const { deck, mapped } = await prepare(ctx, note, decks ?? (await ctx.repo.decks(ctx.userId)));
  return ctx.repo.addWord(ctx.userId, deck, mapped, ctx.now);
}

async function updateNoteFields(ctx: ActionContext, params: Params): Promise<null> {
  const note = param(params, "note", isObject, "updateNoteFields");
  if (!isId(note.id)) throw new ActionError(`note was not found: ${String(note.id)}`);
  const [row] = await ctx.repo.notes(ctx.userId, [note.id]);
  if (!row) throw new ActionError(`note was not found: ${note.id}`);
  const current = noteInfo(row);
  const given = isObject(note.fields) ? note.fields : {};
  const withMedia = await attachedMedia(ctx, note, { ...given });
  const merged: Params = Object.fromEntries(Object.entries(current.fields).map(([n, f]) => [n, f.value]));
  const names = new Set<string>();
  for (const [name, value] of Object.entries(withMedia)) {
    const ours = Object.keys(merged).find((n) => n.toLowerCase() === name.toLowerCase());
    if (ours && typeof value === "string") {
      merged[ours] = value;
      names.add(ours);
    }
  }
  await ctx.repo.updateWord(ctx.userId, note.id, mapNote(current.modelName, merged), names);
  return null;
}

type Action = (ctx: ActionContext, params: Params) => Promise<unknown> | unknown;

/** Every action we answer, by AnkiConnect's name, with its parameter and result shapes. */
export const ACTIONS: Record<string, Action> = {
  version: () => API_VERSION,
  requestPermission: () => ({ permission: "granted", requireApikey: true, version: API_VERSION }),
  deckNames: async (ctx) => [...new Set((await ctx.repo.decks(ctx.userId)).map((d) => d.name))],
  deckNamesAndIds: async (ctx) =>
    Object.fromEntries((await ctx.repo.decks(ctx.userId)).reverse().map((d) => [d.name, d.numericId])),
  modelNames: () => Object.keys(MODELS),
  modelNamesAndIds: () => MODEL_IDS,
  modelFieldNames: (_ctx, params) => {
    const name = param(params, "modelName", isString, "modelFieldNames");
    const fields = MODELS[name];
    if (!fields) throw new ActionError(`model was not found: ${name}`);
    return fields;
  },
  findNotes: (ctx, params) => ctx.repo.findNotes(ctx.userId, param(params, "query", isString, "findNotes"), ctx.now),
  findCards: (ctx, params) => ctx.repo.findNotes(ctx.userId, param(params, "query", isString, "findCards"), ctx.now),
  notesInfo: async (ctx, params) => {
    const wanted = ids(params, "notes", "notesInfo");
    const byId = new Map((await ctx.repo.notes(ctx.userId, wanted)).map((row) => [row.id, row]));
    return wanted.map((id) => {
      const row = byId.get(id);
      return row ? noteInfo(row) : {};
    });
  },
  canAddNotes: async (ctx, params) => (await canAdd(ctx, batch(params, "notes", "canAddNotes"))).map((r) => r.canAdd),
  canAddNotesWithErrorDetail: (ctx, params) => canAdd(ctx, batch(params, "notes", "canAddNotesWithErrorDetail")),
  addNote: (ctx, params) => addNote(ctx, param(params, "note", isObject, "addNote")),
  addNotes: async (ctx, params) => {
    const notes = batch(params, "notes", "addNotes");
    const decks = await ctx.repo.decks(ctx.userId);
    const out: (number | null)[] = [];
    for (const note of notes) out.push(await addNote(ctx, note, decks).catch(skipNoteError));
    return out;
  },
  updateNoteFields,
  storeMediaFile: (ctx, params) => storeMedia(ctx, params),
  guiBrowse: async (ctx, params) => {
    const found = await ctx.repo.findNotes(ctx.userId, param(params, "query", isString, "guiBrowse"), ctx.now);
    await ctx.repo.browse(ctx.userId, found);
    return found;
  },
};

function skipNoteError(error: unknown): null {
  if (error instanceof NoteError || error instanceof ActionError) return null;
  throw error;
}

import { CARD_ACTIONS } from "./card-actions";
import { MODEL_IDS, MODELS } from "./models";
import {
  type ActionContext,
  addNote,
  canAdd,
  noteInfo,
  skipNoteError,
  storeMedia,
  updateNoteFields,
} from "./note-actions";
import { ActionError, batch, ids, isArray, isId, isObject, isString, MAX_NOTES, type Params, param } from "./params";

export type { ActionContext } from "./note-actions";
export { ActionError } from "./params";

/** AnkiConnect's protocol version that we speak. */
export const API_VERSION = 6;

type Action = (ctx: ActionContext, params: Params) => Promise<unknown> | unknown;

/** A note type as Anki describes it (`findModelsByName`): its fields and one card template. */
function modelObject(name: string) {
  const fields = MODELS[name]!;
  const [front, back] = fields;
  return {
    id: MODEL_IDS[name],
    name,
    type: 0,
    mod: 0,
    sortf: 0,
    did: null,
    flds: fields.map((field, ord) => ({ name: field, ord, sticky: false, rtl: false, font: "Arial", size: 20 })),
    tmpls: [{ name: "Card 1", ord: 0, qfmt: `{{${front}}}`, afmt: `{{FrontSide}}<hr id=answer>{{${back}}}` }],
    css: "",
    req: [[0, "any", [0]]],
  };
}

const MODEL_ACTIONS: Record<string, Action> = {
  modelNames: () => Object.keys(MODELS),
  modelNamesAndIds: () => MODEL_IDS,
  modelFieldNames: (_ctx, params) => {
    const name = param(params, "modelName", isString, "modelFieldNames");
    if (!MODELS[name]) throw new ActionError(`model was not found: ${name}`);
    return MODELS[name];
  },
  findModelsByName: (_ctx, params) =>
    batch(params, "modelNames", "findModelsByName").map((name) => {
      if (typeof name !== "string" || !MODELS[name]) throw new ActionError(`model was not found: ${String(name)}`);
      return modelObject(name);
    }),
};

const search = (action: string) => (ctx: ActionContext, params: Params) =>
  params.query === undefined || params.query === null
    ? []
    : ctx.repo.findNotes(ctx.userId, param(params, "query", isString, action), ctx.now);

const NOTE_ACTIONS: Record<string, Action> = {
  findNotes: search("findNotes"),
  findCards: search("findCards"),
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
    const notes = batch(params, "notes", "addNotes", MAX_NOTES);
    const decks = await ctx.repo.decks(ctx.userId);
    const out: (number | null)[] = [];
    for (const note of notes) out.push(await addNote(ctx, note, decks).catch(skipNoteError));
    return out;
  },
  updateNoteFields,
  storeMediaFile: (ctx, params) => storeMedia(ctx, params),
};

/** The browser window of Anki is the web app: what a tool asks to show is shown there at the next visit. */
const GUI_ACTIONS: Record<string, Action> = {
  guiBrowse: async (ctx, params) => {
    const found = await search("guiBrowse")(ctx, params);
    await ctx.repo.browse(ctx.userId, found);
    return found;
  },
  guiEditNote: async (ctx, params) => {
    const id = param(params, "note", isId, "guiEditNote");
    const [row] = await ctx.repo.notes(ctx.userId, [id]);
    if (!row) throw new ActionError(`Note was not found: ${id}`);
    await ctx.repo.browse(ctx.userId, [id]);
    return null;
  },
  // Nothing is ever selected in a browser window here.
  guiSelectedNotes: () => [],
};

/** Every action we answer, by AnkiConnect's name, with its parameter and result shapes. */
export const ACTIONS: Record<string, Action> = {
  version: () => API_VERSION,
  requestPermission: () => ({ permission: "granted", requireApikey: true, version: API_VERSION }),
  // Every device reads the server: there is nothing to sync.
  sync: () => null,
  deckNames: async (ctx) => [...new Set((await ctx.repo.decks(ctx.userId)).map((d) => d.name))],
  deckNamesAndIds: async (ctx) =>
    Object.fromEntries((await ctx.repo.decks(ctx.userId)).reverse().map((d) => [d.name, d.numericId])),
  getMediaDirPath: () => {
    throw new ActionError(
      "getMediaDirPath: this server has no media folder a tool can write to; send each file with storeMediaFile (its data in base64)",
    );
  },
  ...MODEL_ACTIONS,
  ...NOTE_ACTIONS,
  ...CARD_ACTIONS,
  ...GUI_ACTIONS,
};

/** How many actions a request is worth against the key's limit: each action in `multi`, each note in `addNotes`. */
export function costOf(body: unknown): number {
  if (!isObject(body)) return 1;
  const params = isObject(body.params) ? body.params : {};
  const list = (name: string, max: number) => (isArray(params[name]) ? Math.min(params[name].length, max) : 0);
  if (body.action === "addNotes") return Math.max(1, list("notes", MAX_NOTES));
  if (body.action !== "multi" || !isArray(params.actions)) return 1;
  return Math.max(
    1,
    params.actions.slice(0, MAX_MULTI_COST).reduce((sum: number, inner) => sum + innerCost(inner), 0),
  );
}

const MAX_MULTI_COST = 1000;
const innerCost = (inner: unknown) => (isObject(inner) && inner.action === "multi" ? 1 : costOf(inner));

import { z } from "zod";
import { CARD_ACTIONS } from "./card-actions";
import { MODEL_IDS, MODELS } from "./models";
import { type ActionContext, NOTE_ACTIONS } from "./note-actions";
import { modelName } from "./note-plan";
import { ActionError, isObject, list, MAX_NOTES, type Params, withParams } from "./params";

export type { ActionContext } from "./note-actions";
export { ActionError } from "./params";

/** AnkiConnect's protocol version that we speak. */
export const API_VERSION = 6;

/** An action answers from its params; `name` is its AnkiConnect name, which its errors quote. */
type Action = (ctx: ActionContext, params: Params, name: string) => Promise<unknown> | unknown;

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

/** `findModelsByName`'s names: a name that is not one of the models is "model was not found". */
const MODEL_NAMES = list(MAX_NOTES).pipe(z.array(modelName));

const MODEL_ACTIONS: Record<string, Action> = {
  modelNames: () => Object.keys(MODELS),
  modelNamesAndIds: () => MODEL_IDS,
  modelFieldNames: withParams(
    z.object({ modelName: z.string().pipe(modelName) }),
    (_ctx, params) => MODELS[params.modelName],
  ),
  findModelsByName: withParams(z.object({ modelNames: MODEL_NAMES }), (_ctx, params) =>
    params.modelNames.map(modelObject),
  ),
};

/** A search's `query` (none, or null, finds nothing). */
const SEARCH = z.object({ query: z.string().nullish() });
const search = withParams(SEARCH, (ctx: ActionContext, { query }) =>
  query === undefined || query === null ? [] : ctx.repo.findNotes(ctx.userId, query, ctx.now),
);

/** The browser window of Anki is the web app: what a tool asks to show is shown there at the next visit. */
const GUI_ACTIONS: Record<string, Action> = {
  guiBrowse: async (ctx, params, name) => {
    const found = await search(ctx, params, name);
    await ctx.repo.browse(ctx.userId, found);
    return found;
  },
  guiEditNote: withParams(z.object({ note: z.int() }), async (ctx: ActionContext, { note: id }) => {
    const [row] = await ctx.repo.notes(ctx.userId, [id]);
    if (!row) throw new ActionError(`Note was not found: ${id}`);
    await ctx.repo.browse(ctx.userId, [id]);
    return null;
  }),
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
  findNotes: search,
  findCards: search,
  ...NOTE_ACTIONS,
  ...CARD_ACTIONS,
  ...GUI_ACTIONS,
};

/** How many actions a request is worth against the key's limit: each action in `multi`, each note in `addNotes`. */
export function costOf(body: unknown): number {
  if (!isObject(body)) return 1;
  const params = isObject(body.params) ? body.params : {};
  const length = (name: string, max: number) => (Array.isArray(params[name]) ? Math.min(params[name].length, max) : 0);
  if (body.action === "addNotes") return Math.max(1, length("notes", MAX_NOTES));
  if (body.action !== "multi" || !Array.isArray(params.actions)) return 1;
  return Math.max(
    1,
    params.actions.slice(0, MAX_MULTI_COST).reduce((sum: number, inner) => sum + innerCost(inner), 0),
  );
}

const MAX_MULTI_COST = 1000;
const innerCost = (inner: unknown) => (isObject(inner) && inner.action === "multi" ? 1 : costOf(inner));

// Each action's params as AnkiConnect refuses them: a missing or wrongly typed parameter, a list too long, an
// id that is not an integer, a note's own bad file or option, each answered with AnkiConnect's own text.
import { expect, it } from "vitest";
import { miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { createTestApp } from "./test-app";

let now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const missing = (action: string, name: string) => `${action}() missing required argument: '${name}'`;
const wrongType = (action: string, name: string) => `${action}(): parameter "${name}" has the wrong type`;
const notIds = (action: string, name: string) => `${action}(): "${name}" must be a list of integer ids`;
const note = (extra: Record<string, unknown> = {}) => ({
  deckName: "Params",
  modelName: "Basic",
  fields: { Front: "犬", Back: "dog" },
  ...extra,
});

const CASES: [string, Record<string, unknown>, string][] = [
  ["notesInfo", {}, missing("notesInfo", "notes")],
  ["notesInfo", { notes: "1" }, wrongType("notesInfo", "notes")],
  ["notesInfo", { notes: [1, 0.5] }, notIds("notesInfo", "notes")],
  ["notesInfo", { notes: [2 ** 53] }, notIds("notesInfo", "notes")],
  ["notesInfo", { notes: Array(1001).fill("x") }, "notesInfo() takes at most 1000 notes at once"],
  ...["cardsInfo", "suspend", "unsuspend", "areSuspended"].flatMap((action): [string, object, string][] => [
    [action, {}, missing(action, "cards")],
    [action, { cards: null }, wrongType(action, "cards")],
    [action, { cards: ["1"] }, notIds(action, "cards")],
  ]),
  ...["addTags", "removeTags"].flatMap((action): [string, object, string][] => [
    [action, { tags: "a" }, missing(action, "notes")],
    [action, { notes: [1] }, missing(action, "tags")],
    [action, { notes: [1], tags: { a: 1 } }, wrongType(action, "tags")],
  ]),
  ["changeDeck", { deck: "Params" }, missing("changeDeck", "cards")],
  ["changeDeck", { cards: [1] }, missing("changeDeck", "deck")],
  ["changeDeck", { cards: [1], deck: 1 }, wrongType("changeDeck", "deck")],
  ["findNotes", { query: 1 }, wrongType("findNotes", "query")],
  ["findCards", { query: ["deck:Params"] }, wrongType("findCards", "query")],
  ["guiBrowse", { query: {} }, wrongType("guiBrowse", "query")],
  ["guiEditNote", {}, missing("guiEditNote", "note")],
  ["guiEditNote", { note: "1" }, wrongType("guiEditNote", "note")],
  ["guiEditNote", { note: 2 ** 53 }, wrongType("guiEditNote", "note")],
  ["modelFieldNames", {}, missing("modelFieldNames", "modelName")],
  ["modelFieldNames", { modelName: 1 }, wrongType("modelFieldNames", "modelName")],
  ["modelFieldNames", { modelName: "Cloze" }, "model was not found: Cloze"],
  ["findModelsByName", { modelNames: "Basic" }, wrongType("findModelsByName", "modelNames")],
  ["findModelsByName", { modelNames: ["Basic", 1] }, "model was not found: 1"],
  [
    "findModelsByName",
    { modelNames: Array(251).fill("Basic") },
    "findModelsByName() takes at most 250 modelNames at once",
  ],
  ["canAddNotes", { notes: {} }, wrongType("canAddNotes", "notes")],
  [
    "canAddNotesWithErrorDetail",
    { notes: Array(251).fill(1) },
    "canAddNotesWithErrorDetail() takes at most 250 notes at once",
  ],
  ["addNote", {}, missing("addNote", "note")],
  ["addNote", { note: [note()] }, wrongType("addNote", "note")],
  ["addNote", { note: note({ modelName: 3 }) }, "model was not found: 3"],
  ["addNote", { note: note({ deckName: ["a", "b"] }) }, "deck was not found: a,b"],
  ["addNote", { note: note({ fields: "Front" }) }, "note is missing its fields"],
  [
    "addNote",
    { note: note({ options: { allowDuplicate: "yes" } }) },
    'option parameter "allowDuplicate" must be boolean',
  ],
  ["addNotes", { notes: null }, wrongType("addNotes", "notes")],
  ["updateNoteFields", {}, missing("updateNoteFields", "note")],
  ["updateNoteFields", { note: 5 }, wrongType("updateNoteFields", "note")],
  ["updateNoteFields", { note: { id: "1" } }, "note was not found: 1"],
  ["updateNoteFields", { note: { fields: {} } }, "note was not found: undefined"],
  ["storeMediaFile", { data: "AAAA" }, missing("storeMediaFile", "filename")],
  ["storeMediaFile", { filename: 1, data: "AAAA" }, wrongType("storeMediaFile", "filename")],
  ["storeMediaFile", { filename: "a.mp3" }, 'You must provide a "data" field.'],
  ["storeMediaFile", { filename: "a.exe" }, 'You must provide a "data" field.'],
  [
    "storeMediaFile",
    { filename: "a.exe", data: "!" },
    "media file type is not supported (audio and pictures only): a.exe",
  ],
  ["multi", { actions: "version" }, missing("multi", "actions")],
  ["multi", { actions: Array(251).fill({ action: "version" }) }, "multi() takes at most 250 actions"],
];

it("answers each action's missing, wrongly typed or too long parameter with AnkiConnect's text", async () => {
  const miner = await miningLearner(ctx, "Params");
  for (const [action, params, error] of CASES) {
    now = new Date(now.getTime() + 60_000);
    const res = await miner.anki(action, params);
    expect(res.statusCode, action).toBe(200);
    expect(res.json(), `${action} ${JSON.stringify(params).slice(0, 80)}`).toEqual({ result: null, error });
  }
});

it("checks a note's own files and options as it checks a note, in AnkiConnect's order", async () => {
  const miner = await miningLearner(ctx, "Params");
  const detail = async (notes: unknown[]) =>
    (await miner.anki("canAddNotesWithErrorDetail", { notes })).json().result as { canAdd: boolean; error?: string }[];
  expect(
    await detail([
      3,
      note({ audio: { data: "AAAA", fields: ["Front"] } }),
      note({ picture: [null, { filename: "a.png", url: "http://192.168.1.1/a.png" }] }),
      note({ modelName: "Cloze", deckName: "Nope" }),
      note({ deckName: "Nope", fields: null }),
      note({ fields: { Front: "" }, options: { allowDuplicate: 1 } }),
      note({ options: { duplicateScopeOptions: { checkAllModels: "no" } } }),
      note({ options: { duplicateScopeOptions: 5 }, audio: { filename: "a.mp3", data: "AAAA", fields: ["Back"] } }),
    ]),
  ).toEqual([
    { canAdd: false, error: "note must be an object" },
    { canAdd: false, error: missing("storeMediaFile", "filename") },
    { canAdd: false, error: 'only "data" is accepted: this server never downloads a "url" or reads a "path"' },
    { canAdd: false, error: "model was not found: Cloze" },
    { canAdd: false, error: "deck was not found: Nope" },
    { canAdd: false, error: "cannot create note because it is empty" },
    { canAdd: false, error: 'option parameter "duplicateScopeOptions.checkAllModels" must be boolean' },
    { canAdd: true },
  ]);
  // A name that replaces what a template writes of an object is still quoted as one.
  expect((await miner.anki("addNote", { note: note({ deckName: { toString: 1 } }) })).json()).toEqual({
    result: null,
    error: "deck was not found: [object Object]",
  });
  // Nothing of a refused note was stored: the word is still new.
  expect((await miner.anki("canAddNotes", { notes: [note()] })).json()).toEqual({ result: [true], error: null });
});

import { z } from "zod";
import type { CardRepository } from "./card-repository";
import { MEDIA_FILE, storeFiles, writeMedia } from "./media-file";
import type { MiningDeck } from "./mining-deck";
import { MODELS, NoteError, WORD_MODEL } from "./models";
import { planNote, planUpdate, UPDATE_PARAMS } from "./note-plan";
import { ActionError, anObject, idList, list, MAX_NOTES, withParams } from "./params";
import type { MiningRepository, NoteRow } from "./repository";

export interface ActionContext {
  userId: string;
  now: Date;
  repo: MiningRepository;
  cards: CardRepository;
}

/** A note to add, planned, then its first field looked for among the learner's words (unless allowed). */
async function prepare(ctx: ActionContext, note: unknown, decks: MiningDeck[], check: "add" | "probe" = "add") {
  const plan = planNote(note, decks, check);
  if (plan.scope !== "allowed" && (await ctx.repo.existingTerms(ctx.userId, plan.scope, [plan.mapped.term])).size > 0) {
    throw new NoteError("cannot create note because it is a duplicate");
  }
  return plan;
}

/**
 * The word's files as the fields of its model name them, as Anki keeps them: `[sound:…]` in the audio fields,
 * `<img src="…">` in the picture's (a Basic note's, where the tool put them, are not known: its text alone).
 */
export function mediaFields(row: NoteRow): Record<string, string> {
  const sound = (name: string | null) => (name ? `[sound:${name}]` : "");
  return {
    WordAudio: sound(row.audioFile),
    SentenceAudio: sound(row.sentenceAudioFile),
    Picture: row.pictureFile ? `<img src="${row.pictureFile}">` : "",
  };
}

/** The fields of a word as a note of its model, with their order (what `notesInfo` answers). */
export function noteInfo(row: NoteRow) {
  const model = row.minedFields?.model ?? WORD_MODEL;
  const stored = {
    ...(row.minedFields?.fields ?? {
      Word: row.term,
      Reading: row.reading ?? "",
      Meaning: row.translation,
      Sentence: row.sentence ?? "",
      SentenceMeaning: row.sentenceMeaning ?? "",
    }),
    ...(model === WORD_MODEL ? mediaFields(row) : {}),
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

/** `canAddNotes`: each note planned as a probe (nothing is stored); a refusal is its AnkiConnect text. */
async function canAdd(ctx: ActionContext, notes: unknown[]) {
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

/** A note added: the learner's decks read, the note planned (and its first field looked for), then written. */
async function addNote(ctx: ActionContext, note: unknown, decks: MiningDeck[]): Promise<number> {
  const { deck, mapped, files } = await prepare(ctx, note, decks);
  // The note is accepted: its files are stored, then the word that names them.
  await storeFiles(ctx, files);
  return ctx.repo.addWord(ctx.userId, deck, mapped, ctx.now);
}

/** `updateNoteFields`: the note read, its new fields planned over its current ones, then written. */
async function updateNoteFields(ctx: ActionContext, { note }: z.output<typeof UPDATE_PARAMS>): Promise<null> {
  const [row] = await ctx.repo.notes(ctx.userId, [note.id]);
  if (!row) throw new ActionError(`note was not found: ${note.id}`);
  const { mapped, names, files } = planUpdate(noteInfo(row), note);
  await storeFiles(ctx, files);
  await ctx.repo.updateWord(ctx.userId, note.id, mapped, names);
  return null;
}

function skipNoteError(error: unknown): null {
  if (error instanceof NoteError || error instanceof ActionError) return null;
  throw error;
}

const NOTES = z.object({ notes: list(MAX_NOTES) });

/** The actions on notes, each with its params' schema. */
export const NOTE_ACTIONS = {
  notesInfo: withParams(z.object({ notes: idList }), async (ctx: ActionContext, { notes: wanted }) => {
    const byId = new Map((await ctx.repo.notes(ctx.userId, wanted)).map((row) => [row.id, row]));
    return wanted.map((id) => {
      const row = byId.get(id);
      return row ? noteInfo(row) : {};
    });
  }),
  canAddNotes: withParams(NOTES, async (ctx: ActionContext, { notes }) =>
    (await canAdd(ctx, notes)).map((r) => r.canAdd),
  ),
  canAddNotesWithErrorDetail: withParams(NOTES, (ctx: ActionContext, { notes }) => canAdd(ctx, notes)),
  addNote: withParams(z.object({ note: anObject }), async (ctx: ActionContext, { note }) =>
    addNote(ctx, note, await ctx.repo.decks(ctx.userId)),
  ),
  addNotes: withParams(NOTES, async (ctx: ActionContext, { notes }) => {
    const decks = await ctx.repo.decks(ctx.userId);
    const out: (number | null)[] = [];
    for (const note of notes) out.push(await addNote(ctx, note, decks).catch(skipNoteError));
    return out;
  }),
  updateNoteFields: withParams(UPDATE_PARAMS, updateNoteFields),
  storeMediaFile: withParams(MEDIA_FILE, (ctx: ActionContext, file) => writeMedia(ctx, file)),
};

import { z } from "zod";
import type { CardRow } from "./card-repository";
import { cleanTags } from "./models";
import { type ActionContext, noteInfo } from "./note-actions";
import { findDeck } from "./note-plan";
import { ActionError, idList, withParams } from "./params";

const DAY_MS = 86_400_000;

/** Anki's queue for a card: -1 suspended (Lexistep: ignored), 0 new, 1 learning, 2 review. */
function queueOf(card: CardRow): number {
  if (card.isIgnored) return -1;
  const state = card.state ?? 0;
  return state === 3 ? 1 : state;
}

/** The params of the actions on cards by id: `cardsInfo`, `suspend`, `unsuspend`, `areSuspended`. */
const CARDS = z.object({ cards: idList });
/** `addTags`, `removeTags`: `tags` a list or one space-separated string. */
const TAGS = z.object({ notes: idList, tags: z.union([z.string(), z.array(z.unknown())]) });
const CHANGE_DECK = z.object({ cards: idList, deck: z.string() });

/** `cardsInfo`: a word as Anki's card (a word is its own note's only card), `{}` for an id not the learner's. */
async function cardsInfo(ctx: ActionContext, { cards: wanted }: z.output<typeof CARDS>) {
  const notes = new Map((await ctx.repo.notes(ctx.userId, wanted)).map((row) => [row.id, row]));
  const cards = new Map((await ctx.cards.cards(ctx.userId, [...notes.keys()])).map((card) => [card.id, card]));
  return wanted.map((id) => {
    const row = notes.get(id);
    const card = cards.get(id);
    if (!row || !card) return {};
    const note = noteInfo(row);
    const due = card.nextReview ? Math.floor(new Date(card.nextReview).getTime() / DAY_MS) : 0;
    return {
      cardId: id,
      fields: note.fields,
      fieldOrder: 0,
      question: row.term,
      answer: `${row.term}\n${row.translation}`,
      modelName: note.modelName,
      ord: 0,
      deckName: card.deckName,
      css: "",
      factor: (card.state ?? 0) > 0 ? 2500 : 0,
      interval: card.scheduledDays ?? 0,
      note: id,
      type: card.state ?? 0,
      queue: queueOf(card),
      due,
      reps: card.reps ?? 0,
      lapses: card.lapses ?? 0,
      left: 0,
      mod: note.mod,
    };
  });
}

/** Ids the learner does not own are AnkiConnect's "Card was not found" (nothing is changed then). */
async function ownCards(ctx: ActionContext, wanted: number[]): Promise<CardRow[]> {
  const cards = await ctx.cards.cards(ctx.userId, wanted);
  const found = new Set(cards.map((c) => c.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw new ActionError(`Card was not found: ${missing}`);
  return cards;
}

async function suspend(ctx: ActionContext, wanted: number[], suspended: boolean): Promise<boolean> {
  await ownCards(ctx, wanted);
  return (await ctx.cards.setSuspended(ctx.userId, wanted, suspended)).length > 0;
}

async function areSuspended(ctx: ActionContext, { cards: wanted }: z.output<typeof CARDS>) {
  const cards = new Map((await ctx.cards.cards(ctx.userId, wanted)).map((c) => [c.id, c]));
  return wanted.map((id) => {
    const card = cards.get(id);
    return card ? queueOf(card) === -1 : null;
  });
}

async function changeTags(ctx: ActionContext, params: z.output<typeof TAGS>, add: boolean): Promise<null> {
  await ctx.cards.changeTags(ctx.userId, params.notes, cleanTags(params.tags), add);
  return null;
}

/**
 * `changeDeck`: the words move to the end of another of the learner's own decks (their memory goes with
 * them). Anki makes a deck that does not exist; here decks are made in Create (a deck needs its languages).
 */
async function changeDeck(ctx: ActionContext, { cards, deck: name }: z.output<typeof CHANGE_DECK>): Promise<null> {
  const decks = await ctx.repo.decks(ctx.userId);
  const target = findDeck(decks, name);
  if (!target)
    throw new ActionError(`deck was not found: ${name} (make it in Create first: a deck needs its languages)`);
  if (cards.length === 0) return null;
  await ownCards(ctx, cards);
  await ctx.cards.moveWords(ctx.userId, cards, target, decks);
  return null;
}

export const CARD_ACTIONS = {
  cardsInfo: withParams(CARDS, cardsInfo),
  suspend: withParams(CARDS, (ctx: ActionContext, { cards }) => suspend(ctx, cards, true)),
  unsuspend: withParams(CARDS, async (ctx: ActionContext, { cards }) => {
    await suspend(ctx, cards, false);
    return null;
  }),
  areSuspended: withParams(CARDS, areSuspended),
  addTags: withParams(TAGS, (ctx: ActionContext, params) => changeTags(ctx, params, true)),
  removeTags: withParams(TAGS, (ctx: ActionContext, params) => changeTags(ctx, params, false)),
  changeDeck: withParams(CHANGE_DECK, changeDeck),
};

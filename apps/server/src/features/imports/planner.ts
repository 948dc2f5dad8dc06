import { replayAnkiHistory } from "@app/domain/create/anki-history";
import type { ImportMapping } from "@app/domain/create/own-deck";
import type { AnkiCard, AnkiReview } from "@app/import-reader";
import { createDeckScope, type DeckTarget } from "./deck-scope";
import { clozeItems, standardItems } from "./note-items";
import { createNoteTypeUsage } from "./note-type-usage";
import { bump, type PlanContext, type PlannedAnkiNote, type PlannedDeck, type PlannedWord, SKIP } from "./plan";
import type { OpenedSource, SourceBatch, SourceNote } from "./source";

/** An Anki note larger than this (its fields and tags, in characters) is not kept whole: it leaves as any word. */
export const RAW_NOTE_MAX_CHARS = 32 * 1024;
/** All the Anki notes one import keeps whole, in characters: bounds what a deck stores beside its words. */
export const RAW_NOTES_MAX_CHARS = 64 * 1024 * 1024;

/** A due past this is seconds since 1970 (a learning step), not a day number. */
const DUE_IN_SECONDS = 1_000_000_000;

/**
 * When Anki has the card falling due: review days count from the collection's creation day; a learning
 * or relearning step (queue 1, or such a card suspended or buried) is a time in seconds.
 */
function ankiDueAt(card: AnkiCard, collectionCreated: number): Date | null {
  const due = card.originalDeckId ? card.originalDue : card.due;
  if (card.type === 0) return null;
  if (card.queue === 1 || due > DUE_IN_SECONDS) return new Date(due * 1000);
  return new Date((collectionCreated + due * 86_400) * 1000);
}

function deckSettings(mapping: ImportMapping) {
  return {
    termLanguage: mapping.termLanguage ?? "en",
    translationLanguage: mapping.translationLanguage ?? "en",
    hasReading: mapping.reading != null,
    visibility: mapping.visibility ?? ("private" as const),
  };
}

/**
 * Plans an import a batch of notes at a time: which deck each note goes to, its items, and (with a context)
 * each item's memory replayed from its card's Anki history. A standard note gives its word (first template)
 * and, with a second template's card ("Basic (and reversed)"), a production item; a cloze note one item per
 * cloze number. Cards of further templates are counted as left out, as is everything else left out, by reason.
 */
export function createPlanner(source: OpenedSource, mapping: ImportMapping, context: PlanContext | null) {
  const scope = createDeckScope(source, mapping);
  const skipped: Record<string, number> = {};
  bump(skipped, SKIP.unreadableLine, source.problems.length);
  bump(skipped, SKIP.missingNotes, source.missing.notes);
  bump(skipped, SKIP.missingNoteType, source.missing.notesWithoutType);
  const usage = createNoteTypeUsage();
  const decks = new Map<string, PlannedDeck & { ankiDeckId: number | null }>();
  const seen = new Set<string>();
  let notes = 0;
  const rawBudget = { left: RAW_NOTES_MAX_CHARS };

  const deckOf = (target: DeckTarget) => {
    let deck = decks.get(target.key);
    if (!deck) {
      deck = {
        sourceKey: target.key,
        source: source.kind === "anki" ? "anki" : "csv",
        name: target.name,
        ankiDeckId: target.ankiDeckId,
        ...deckSettings(mapping),
      };
      decks.set(target.key, deck);
    }
    return deck;
  };

  const planNote = (note: SourceNote, cards: AnkiCard[], reviews: Map<number, AnkiReview[]>): PlannedWord[] => {
    const found = scope.targetOf(cards);
    if (!found) return [];
    notes++;
    // An Anki note is matched on its GUID when imported again, a word list's line on its term.
    const key = source.kind === "anki" ? `g:${note.guid ?? note.id}` : null;
    const planned = note.cloze
      ? clozeItems(note, cards, source.isClozeType(note.noteTypeId), key ?? `n:${note.id}`)
      : standardItems(note, cards, mapping, key);
    if (source.kind === "anki") usage.note(note, "skip" in planned ? planned.skip : null);
    if ("skip" in planned) {
      bump(skipped, planned.skip);
      return [];
    }
    if (note.hasImage) bump(skipped, SKIP.imageLeftOut);
    const rootKey = planned.items[0]!.key;
    if (seen.has(rootKey)) {
      bump(skipped, SKIP.duplicate);
      return [];
    }
    seen.add(rootKey);
    // Kept whole for the export back to Anki (an import's plan, not a preview's).
    const anki = context ? ankiNoteOf(source, note, planned, mapping, rawBudget) : null;
    const deck = deckOf(found.target);
    for (const card of planned.extra) {
      bump(skipped, SKIP.extraCard);
      bump(skipped, SKIP.extraCardReviews, reviews.get(card.id)?.length ?? 0);
    }
    return planned.items.map(({ card, ...item }, i) => {
      const word: PlannedWord = {
        ...item,
        deckKey: deck.sourceKey,
        audio: null,
        progress: null,
        logs: [],
        suspended: false,
        ...(i === 0 && anki ? { anki } : {}),
      };
      // The note's recording goes with its word: on a reversed or cloze item it would say the answer.
      const sounds = item.kind === "word" ? note.sounds : [];
      if (card) withHistory({ source, context, skipped }, word, sounds, card, reviews.get(card.id) ?? []);
      return word;
    });
  };

  return {
    /** The words of one batch of notes, in note order. */
    plan(batch: SourceBatch): PlannedWord[] {
      const cardsOf = groupBy(
        [...batch.cards].sort((a, b) => a.ordinal - b.ordinal || a.id - b.id),
        (c) => c.noteId,
      );
      const reviews = groupBy(batch.revlog, (r) => r.cardId);
      const words: PlannedWord[] = [];
      for (const note of batch.notes) {
        const cards = source.kind === "anki" ? (cardsOf.get(note.id) ?? []) : [];
        if (source.kind === "anki" && cards.length === 0) continue;
        words.push(...planNote(note, cards, reviews));
      }
      return words;
    },
    decks: () => [...decks.values()],
    skipped: () => usage.summarise(skipped),
    notes: () => notes,
  };
}

export type Planner = ReturnType<typeof createPlanner>;

/**
 * The Anki note behind a planned note, kept whole when an export can write it back under its own note type:
 * a standard note read as a word (and its reversed direction), or a cloze note of a cloze note type, whose
 * fields fit its note type, not too large. Which fields were read, and what was read, go with it.
 */
function ankiNoteOf(
  source: OpenedSource,
  note: SourceNote,
  planned: ReturnType<typeof standardItems> | ReturnType<typeof clozeItems>,
  mapping: ImportMapping,
  budget: { left: number },
): PlannedAnkiNote | null {
  if (source.kind !== "anki" || !note.raw || "skip" in planned) return null;
  const type = source.noteTypeDefinition(note.noteTypeId);
  if (!type || type.fields.length !== note.raw.fields.length) return null;
  const size = [...note.raw.fields, ...note.raw.tags].reduce((n, text) => n + text.length, 0);
  if (size > RAW_NOTE_MAX_CHARS || size > budget.left) return null;
  if (note.raw.fields.some((f) => f.includes("\u0000")) || note.raw.tags.some((t) => t.includes("\u0000"))) return null;
  const first = planned.items[0]!;
  let origin: PlannedAnkiNote["origin"];
  if ("fields" in planned) {
    if (type.kind !== "cloze") return null;
    origin = {
      kind: "cloze",
      ...planned.fields,
      read: {
        translation: first.translation,
        items: planned.items.map((i) => ({
          number: i.clozeNumber!,
          term: i.term,
          sentence: i.sentence,
          hint: i.clozeHint,
        })),
      },
    };
  } else {
    if (type.kind !== "standard" || note.cloze) return null;
    origin = {
      kind: "standard",
      term: mapping.term,
      translation: mapping.translation,
      reading: mapping.reading ?? null,
      wordOrd: first.card?.ordinal ?? 0,
      read: { term: first.term, translation: first.translation, reading: first.reading },
    };
  }
  budget.left -= size;
  const { fields, tags, mtime } = note.raw;
  return { noteTypeId: note.noteTypeId, fields, tags, mtime, origin };
}

/** The card's state, recording and (with a context) its memory replayed from its reviews, onto the word. */
function withHistory(
  { source, context, skipped }: { source: OpenedSource; context: PlanContext | null; skipped: Record<string, number> },
  word: PlannedWord,
  sounds: string[],
  card: AnkiCard,
  reviews: AnkiReview[],
): void {
  word.suspended = card.suspended;
  word.reviewCount = reviews.length;
  const media = source.media;
  word.audio = sounds.find((name) => media?.has(name)) ?? null;
  if (!word.audio && sounds.length > 0) bump(skipped, SKIP.missingSound);
  if (!context) return;
  const history = replayAnkiHistory({
    reviews: reviews.map((r) => ({
      timeMs: r.id,
      ease: r.ease,
      type: r.type,
      durationMs: r.timeMs,
      sourceId: `anki:${card.id}:${r.id}`,
    })),
    card: {
      type: card.type,
      queue: card.queue,
      dueAt: ankiDueAt(card, source.collectionCreated),
      intervalDays: card.interval,
      suspended: card.suspended,
      buried: card.buried,
    },
    settings: context.settings,
    day: context.day,
    now: context.now,
  });
  for (const [reason, count] of Object.entries(history.skipped)) bump(skipped, reason, count);
  word.progress = history.progress;
  word.logs = history.logs;
}

function groupBy<T>(items: T[], keyOf: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = groups.get(key);
    if (list) list.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

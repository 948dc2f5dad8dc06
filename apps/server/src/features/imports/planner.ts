import { replayAnkiHistory } from "@app/domain/create/anki-history";
import type { ImportMapping } from "@app/domain/create/own-deck";
import type { AnkiCard, AnkiReview } from "@app/import-reader";
import { createDeckScope, type DeckTarget } from "./deck-scope";
import { createNoteTypeUsage } from "./note-type-usage";
import { bump, type PlanContext, type PlannedDeck, type PlannedWord, SKIP, toWord } from "./plan";
import type { OpenedSource, SourceBatch, SourceNote } from "./source";

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
 * Plans an import a batch of notes at a time: which deck each note goes to, its word, and (with `replay`)
 * its memory replayed from the Anki history. One word per note: its first card (lowest template) carries
 * the memory; other cards are counted. What is left out is counted by reason.
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

  const planNote = (note: SourceNote, cards: AnkiCard[], reviews: Map<number, AnkiReview[]>) => {
    const found = scope.targetOf(cards);
    if (!found) return null;
    notes++;
    const word = toWord(note, mapping);
    if (source.kind === "anki") usage.note(note, "skip" in word ? word.skip : null);
    if ("skip" in word) {
      bump(skipped, word.skip);
      return null;
    }
    if (note.hasImage) bump(skipped, SKIP.imageLeftOut);
    const key = source.kind === "anki" ? `g:${note.guid ?? note.id}` : `t:${word.term}`;
    if (seen.has(key)) {
      bump(skipped, SKIP.duplicate);
      return null;
    }
    seen.add(key);
    const deck = deckOf(found.target);
    const first = found.card;
    for (const card of cards) {
      if (card === first) continue;
      bump(skipped, SKIP.extraCard);
      bump(skipped, SKIP.extraCardReviews, reviews.get(card.id)?.length ?? 0);
    }
    const planned: PlannedWord = {
      deckKey: deck.sourceKey,
      key,
      ...word,
      audio: null,
      progress: null,
      logs: [],
      suspended: false,
    };
    if (first) withHistory({ source, context, skipped }, planned, note, first, reviews.get(first.id) ?? []);
    return planned;
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
        const word = planNote(note, cards, reviews);
        if (word) words.push(word);
      }
      return words;
    },
    decks: () => [...decks.values()],
    skipped: () => usage.summarise(skipped),
    notes: () => notes,
  };
}

export type Planner = ReturnType<typeof createPlanner>;

/** The card's state, recording and (with a context) its memory replayed from its reviews, onto the word. */
function withHistory(
  { source, context, skipped }: { source: OpenedSource; context: PlanContext | null; skipped: Record<string, number> },
  word: PlannedWord,
  note: SourceNote,
  card: AnkiCard,
  reviews: AnkiReview[],
): void {
  word.suspended = card.suspended;
  word.reviewCount = reviews.length;
  const media = source.media;
  word.audio = note.sounds.find((name) => media?.has(name)) ?? null;
  if (!word.audio && note.sounds.length > 0) bump(skipped, SKIP.missingSound);
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

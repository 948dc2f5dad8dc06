import { type ImportedProgress, type ImportedReviewLog, replayAnkiHistory } from "@app/domain/create/anki-history";
import { type ImportMapping, OWN_WORD_FIELD_MAX, type Visibility } from "@app/domain/create/own-deck";
import type { FsrsSettings } from "@app/domain/study/constants";
import type { DayModel } from "@app/domain/time/learner-day";
import type { AnkiCard, AnkiReview } from "@app/import-reader";
import type { AnkiSource, DelimitedSource, ImportSource, SourceNote } from "./source";

/** One word as it will be written: matched on `key` when the deck is imported again. */
export interface PlannedWord {
  key: string;
  term: string;
  translation: string;
  reading: string | null;
  /** Name of the recording in the package, when the note has one that is present. */
  audio: string | null;
  progress: ImportedProgress | null;
  logs: ImportedReviewLog[];
  /** Suspended in Anki: comes in as ignored, even when it was never reviewed. */
  suspended: boolean;
}

export interface PlannedDeck {
  /** What a re-import matches on (one own deck per key and learner). */
  sourceKey: string;
  source: "csv" | "anki";
  name: string;
  termLanguage: string;
  translationLanguage: string;
  hasReading: boolean;
  visibility: Visibility;
  words: PlannedWord[];
}

export interface ImportPlan {
  decks: PlannedDeck[];
  notes: number;
  skipped: Record<string, number>;
}

export interface PlanContext {
  settings: FsrsSettings;
  day: DayModel;
  now: Date;
}

/** Reasons a note, card or review is left out, as the summary shows them. */
export const SKIP = {
  cloze: "cloze notes",
  emptyField: "notes with an empty term or translation",
  imageOnly: "notes with only an image",
  imageLeftOut: "images left out",
  tooLong: `fields longer than ${OWN_WORD_FIELD_MAX} characters`,
  duplicate: "duplicate terms",
  fewFields: "notes with fewer fields than the mapping needs",
  extraCard: "extra cards of a note",
  extraCardReviews: "reviews of extra cards",
  unreadableLine: "unreadable lines",
  missingSound: "recordings missing from the package",
} as const;

function bump(skipped: Record<string, number>, reason: string, by = 1): void {
  if (by > 0) skipped[reason] = (skipped[reason] ?? 0) + by;
}

function baseName(fileName: string): string {
  const name = fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.[^.]+$/, "")
    .trim();
  return (name || "Imported deck").slice(0, 80);
}

/** The fields of a note as a word, or the reason it cannot be one. */
function toWord(
  note: SourceNote,
  mapping: ImportMapping,
): { term: string; translation: string; reading: string | null } | { skip: string } {
  if (note.cloze) return { skip: SKIP.cloze };
  const needed = Math.max(mapping.term, mapping.translation, mapping.reading ?? -1);
  if (
    note.fields.length <= needed &&
    (note.fields[mapping.term] === undefined || note.fields[mapping.translation] === undefined)
  ) {
    return { skip: SKIP.fewFields };
  }
  const term = (note.fields[mapping.term] ?? "").trim();
  const translation = (note.fields[mapping.translation] ?? "").trim();
  const reading = mapping.reading == null ? null : (note.fields[mapping.reading] ?? "").trim() || null;
  if (!term || !translation) return { skip: note.hasImage && !term ? SKIP.imageOnly : SKIP.emptyField };
  if (
    term.length > OWN_WORD_FIELD_MAX ||
    translation.length > OWN_WORD_FIELD_MAX ||
    (reading?.length ?? 0) > OWN_WORD_FIELD_MAX
  ) {
    return { skip: SKIP.tooLong };
  }
  return { term, translation, reading };
}

export function planImport(source: ImportSource, mapping: ImportMapping, context: PlanContext): ImportPlan {
  return source.kind === "anki" ? planAnki(source, mapping, context) : planDelimited(source, mapping);
}

function deckSettings(mapping: ImportMapping) {
  return {
    termLanguage: mapping.termLanguage ?? "en",
    translationLanguage: mapping.translationLanguage ?? "en",
    hasReading: mapping.reading != null,
    visibility: mapping.visibility ?? ("private" as const),
  };
}

function planDelimited(source: DelimitedSource, mapping: ImportMapping): ImportPlan {
  const skipped: Record<string, number> = {};
  bump(skipped, SKIP.unreadableLine, source.problems.length);
  const seen = new Set<string>();
  const words: PlannedWord[] = [];
  for (const note of source.notes) {
    const word = toWord(note, mapping);
    if ("skip" in word) {
      bump(skipped, word.skip);
      continue;
    }
    if (note.hasImage) bump(skipped, SKIP.imageLeftOut);
    if (seen.has(word.term)) {
      bump(skipped, SKIP.duplicate);
      continue;
    }
    seen.add(word.term);
    words.push({ key: `t:${word.term}`, ...word, audio: null, progress: null, logs: [], suspended: false });
  }
  const name = mapping.deckName ?? baseName(source.fileName);
  return {
    decks: [{ sourceKey: `csv:${name.toLowerCase()}`, source: "csv", name, ...deckSettings(mapping), words }],
    notes: source.notes.length,
    skipped,
  };
}

/** When Anki has the card falling due: review days count from the collection's creation day. */
function ankiDueAt(card: AnkiCard, collectionCreated: number): Date | null {
  const due = card.originalDeckId ? card.originalDue : card.due;
  if (card.type === 0) return null;
  if (card.queue === 1 || (card.type === 1 && due > 1_000_000_000)) return new Date(due * 1000);
  return new Date((collectionCreated + due * 86_400) * 1000);
}

function planAnki(source: AnkiSource, mapping: ImportMapping, context: PlanContext): ImportPlan {
  const { pkg } = source;
  const skipped: Record<string, number> = {};
  const deckById = new Map(pkg.decks.map((d) => [d.id, d]));
  const homeDeck = (card: AnkiCard) => card.originalDeckId || card.deckId;

  // The chosen deck and everything under it ("Music" takes "Music::Intervals").
  let inScope: (deckId: number) => boolean = () => true;
  if (mapping.ankiDeckId !== undefined) {
    const root = deckById.get(mapping.ankiDeckId);
    const prefix = root ? `${root.name}::` : "";
    inScope = (deckId) =>
      deckId === mapping.ankiDeckId || (!!root && (deckById.get(deckId)?.name ?? "").startsWith(prefix));
  }

  // One word per note: its first card (lowest template) carries the memory; other cards are counted.
  const firstCard = new Map<number, AnkiCard>();
  const extraCards = new Set<number>();
  const sorted = pkg.cards.filter((c) => inScope(homeDeck(c))).sort((a, b) => a.ordinal - b.ordinal || a.id - b.id);
  for (const card of sorted) {
    if (firstCard.has(card.noteId)) {
      extraCards.add(card.id);
      bump(skipped, SKIP.extraCard);
    } else {
      firstCard.set(card.noteId, card);
    }
  }

  const reviewsByCard = new Map<number, AnkiReview[]>();
  for (const review of pkg.revlog) {
    if (extraCards.has(review.cardId)) {
      bump(skipped, SKIP.extraCardReviews);
      continue;
    }
    const list = reviewsByCard.get(review.cardId);
    if (list) list.push(review);
    else reviewsByCard.set(review.cardId, [review]);
  }

  const topName = (deckId: number) => deckById.get(deckId)?.name ?? "Default";
  // With every deck imported, the package's one top-level deck names the deck (as the preview suggests).
  const roots = new Set(sorted.map((c) => topName(homeDeck(c)).split("::")[0]));
  const onlyRoot = roots.size === 1 ? [...roots][0] : undefined;
  const single = mapping.subDecksAsSets !== true;
  const rootDeck = mapping.ankiDeckId !== undefined ? deckById.get(mapping.ankiDeckId) : undefined;
  const decks = new Map<string, PlannedDeck>();
  const deckFor = (card: AnkiCard): PlannedDeck => {
    const ankiDeck = single ? rootDeck : deckById.get(homeDeck(card));
    const key = single ? `anki:${rootDeck ? rootDeck.id : "all"}` : `anki:${ankiDeck?.id ?? homeDeck(card)}`;
    let deck = decks.get(key);
    if (!deck) {
      const fullName = single
        ? (mapping.deckName ?? (rootDeck ? rootDeck.name : (onlyRoot ?? baseName(source.fileName))))
        : topName(homeDeck(card));
      deck = {
        sourceKey: key,
        source: "anki",
        name: fullName.replaceAll("::", " › ").slice(0, 80),
        ...deckSettings(mapping),
        words: [],
      };
      decks.set(key, deck);
    }
    return deck;
  };

  let notes = 0;
  const seenGuids = new Set<string>();
  const ordered = [...firstCard.values()].sort((a, b) => a.noteId - b.noteId);
  for (const card of ordered) {
    const note = source.notes.get(card.noteId);
    if (!note) continue;
    notes++;
    const word = toWord(note, mapping);
    if ("skip" in word) {
      bump(skipped, word.skip);
      continue;
    }
    if (note.hasImage) bump(skipped, SKIP.imageLeftOut);
    const guid = note.guid ?? String(card.noteId);
    if (seenGuids.has(guid)) {
      bump(skipped, SKIP.duplicate);
      continue;
    }
    seenGuids.add(guid);
    const sound = note.sounds.find((name) => pkg.media.has(name)) ?? null;
    if (!sound && note.sounds.length > 0) bump(skipped, SKIP.missingSound);
    const history = replayAnkiHistory({
      reviews: (reviewsByCard.get(card.id) ?? []).map((r) => ({
        timeMs: r.id,
        ease: r.ease,
        type: r.type,
        durationMs: r.timeMs,
        sourceId: `anki:${card.id}:${r.id}`,
      })),
      card: {
        type: card.type,
        queue: card.queue,
        dueAt: ankiDueAt(card, pkg.collectionCreated),
        intervalDays: card.interval,
        suspended: card.suspended,
      },
      settings: context.settings,
      day: context.day,
      now: context.now,
    });
    for (const [reason, count] of Object.entries(history.skipped)) bump(skipped, reason, count);
    deckFor(card).words.push({
      key: `g:${guid}`,
      ...word,
      audio: sound,
      progress: history.progress,
      logs: history.logs,
      suspended: card.suspended,
    });
  }
  return { decks: [...decks.values()].filter((d) => d.words.length > 0), notes, skipped };
}

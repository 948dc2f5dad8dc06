import { addSizes, sizeOf, type WordsAndItems } from "@app/domain/decks/item-counts";
import { addWordCounts, type WordCounts } from "@app/domain/decks/word-counts";
import { deckPath, type StudyMode, studyPath } from "@app/domain/navigation";
import { formatCount } from "../../../lib/format-number";
import type { MyDeck } from "../../decks";

/** What Home suggests studying next in a deck: one action, by the deck's counts. */
export interface NextStudy {
  kind: "review-due" | "continue" | "learn-new" | "open";
  label: string;
  /** Where the action goes: a study session, or the deck page when no session fits. */
  to: string;
}

/** One card on Home: a catalogue deck, or an own deck with its sets (stored as several 100-word decks). */
export interface HomeDeck {
  /** The first part's id for a catalogue deck; "own:<id>" for an own deck. */
  key: string;
  name: string;
  description: string;
  flagCode: string;
  languageId: string;
  /** When the learner added it (the earliest part). */
  createdAt: string;
  counts: WordCounts;
  /** Its words and items (what `counts` counts), as the deck page says them. */
  size: WordsAndItems;
  /** The sets in order; one for a catalogue deck. */
  parts: MyDeck[];
  next: NextStudy;
}

/**
 * My Decks as Home shows them: each own deck once (its sets inside, in order), catalogue decks as they
 * are, in the list's order (newest first, an own deck where its first set comes).
 */
export function toHomeDecks(decks: readonly MyDeck[]): HomeDeck[] {
  const own = new Map<string, MyDeck[]>();
  const order: (MyDeck | string)[] = [];
  for (const deck of decks) {
    if (!deck.ownDeckId) {
      order.push(deck);
      continue;
    }
    const parts = own.get(deck.ownDeckId);
    if (parts) parts.push(deck);
    else {
      own.set(deck.ownDeckId, [deck]);
      order.push(deck.ownDeckId);
    }
  }
  return order.map((entry) => {
    if (typeof entry !== "string") return homeDeck(entry.subDeckId, [entry], entry.name, entry.description);
    const parts = [...(own.get(entry) ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
    const first = parts[0]!;
    return homeDeck(
      `own:${entry}`,
      parts,
      first.ownDeckName ?? first.name,
      first.ownDeckDescription || first.description,
    );
  });
}

function homeDeck(key: string, parts: MyDeck[], name: string, description: string): HomeDeck {
  const first = parts[0]!;
  const counts = addWordCounts(parts.map((p) => p.counts));
  const createdAt = parts.map((p) => p.createdAt).sort()[0] ?? first.createdAt;
  return {
    key,
    name,
    description,
    flagCode: first.flagCode,
    languageId: first.languageId,
    createdAt,
    counts,
    size: addSizes(parts.map(sizeOf)),
    parts,
    next: nextStudy(parts),
  };
}

const most = (parts: readonly MyDeck[], pick: (c: WordCounts) => number): MyDeck | undefined =>
  parts.filter((p) => pick(p.counts) > 0).sort((a, b) => pick(b.counts) - pick(a.counts))[0];

/**
 * The one next step: "Review N due" while words are due (the part with the most), else "Continue
 * learning" while words are in progress (new words of the part being learned, or its page when it
 * has none left), else "Learn new" (the first part with new words). A deck with every word learned
 * and nothing due opens its page.
 */
export function nextStudy(parts: readonly MyDeck[]): NextStudy {
  const session = (mode: StudyMode, deck: MyDeck) => studyPath(mode, deck.subDeckId);
  const due = most(parts, (c) => c.dueNow);
  if (due) {
    // The session reviews one part: its own number, which is the deck's for a one-part deck.
    // Named by the session it opens (the deck page's "Need Review"), not "Review", which is another session.
    const label = `Need Review: ${formatCount(due.counts.dueNow)} due`;
    return { kind: "review-due", label, to: session("need-review", due) };
  }
  const withNew = parts.find((p) => p.counts.new > 0);
  const learning = most(parts, (c) => c.building);
  if (learning) {
    const target = learning.counts.new > 0 ? learning : withNew;
    return {
      kind: "continue",
      label: "Continue learning",
      to: target ? session("learn-new", target) : deckPath(learning.subDeckId),
    };
  }
  if (withNew) return { kind: "learn-new", label: "Learn new", to: session("learn-new", withNew) };
  return { kind: "open", label: "Open deck", to: deckPath(parts[0]!.subDeckId) };
}

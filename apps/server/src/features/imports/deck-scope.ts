import type { ImportMapping } from "@app/domain/create/own-deck";
import type { AnkiCard, AnkiDeck } from "@app/import-reader";
import { baseName } from "./plan";
import type { OpenedSource } from "./source";

/** Which own deck a note goes to: its key (what a re-import matches on) and its name. */
export interface DeckTarget {
  key: string;
  name: string;
  /** The Anki deck it stands for (null: a word list, or several Anki decks merged). */
  ankiDeckId: number | null;
}

const homeDeck = (card: AnkiCard) => card.originalDeckId || card.deckId;
const pathName = (name: string) => name.replaceAll("::", " › ").slice(0, 80);

/**
 * The decks of an import. An Anki deck is identified by its collection (creation time) and its Anki deck
 * id, so two packages never share a deck; each Anki deck becomes an own deck named with its path
 * ("Japanese › Core 2k"), unless the learner merges a chosen deck and its sub-decks into one.
 */
export function createDeckScope(source: OpenedSource, mapping: ImportMapping) {
  if (source.kind === "delimited") {
    const name = mapping.deckName ?? baseName(source.fileName);
    const target: DeckTarget = { key: `csv:${name.toLowerCase()}`, name, ankiDeckId: null };
    return {
      targetOf: (_cards: AnkiCard[]) => ({ target, card: undefined as AnkiCard | undefined }),
      inScope: (_deckId: number) => false,
    };
  }
  const byId = new Map(source.decks.map((d) => [d.id, d]));
  const root = mapping.ankiDeckId !== undefined ? byId.get(mapping.ankiDeckId) : undefined;
  const inTree = (deckId: number) =>
    mapping.ankiDeckId === undefined ||
    deckId === mapping.ankiDeckId ||
    (!!root && (byId.get(deckId)?.name ?? "").startsWith(`${root.name}::`));
  const chosen = mapping.ankiDecks ? new Set(mapping.ankiDecks) : null;
  const inScope = (deckId: number) => inTree(deckId) && (!chosen || chosen.has(deckId));
  const merged = mapping.subDecksAsSets === false || (root !== undefined && mapping.subDecksAsSets !== true);
  const collection = source.collectionKey ?? "0";
  // With one Anki deck in play (besides an empty "Default"), the name the learner typed is the deck's name.
  const playing = source.decks.filter((d) => !d.filtered && d.id !== 1 && inScope(d.id));
  const singleDeck = chosen?.size === 1 || playing.length === 1;
  const mergedTarget: DeckTarget = {
    key: `anki:${collection}:${root ? root.id : "all"}`,
    name: pathName(mapping.deckName ?? root?.name ?? onlyRoot(source.decks) ?? baseName(source.fileName)),
    ankiDeckId: root?.id ?? null,
  };
  return {
    /** Whether the learner's choice takes this Anki deck. */
    inScope,
    /** The deck a note goes to, from its cards (the first card's home deck), or null when left out. */
    targetOf(cards: AnkiCard[]): { target: DeckTarget; card: AnkiCard | undefined } | null {
      const card = cards.find((c) => inScope(homeDeck(c)));
      if (!card) return null;
      if (merged) return { target: mergedTarget, card };
      const deckId = homeDeck(card);
      const name = mapping.deckName && singleDeck ? mapping.deckName : (byId.get(deckId)?.name ?? "Default");
      return { target: { key: `anki:${collection}:${deckId}`, name: pathName(name), ankiDeckId: deckId }, card };
    },
  };
}

function onlyRoot(decks: AnkiDeck[]): string | undefined {
  const roots = new Set(decks.filter((d) => !d.filtered && d.id !== 1).map((d) => d.name.split("::")[0]));
  return roots.size === 1 ? [...roots][0] : undefined;
}

import {
  adoptedWeights,
  ankiDeckRetention,
  type CollectionFsrs,
  collectionFsrs,
  FSRS_NONE_FOUND,
  fsrsAdopted,
  fsrsNotAdopted,
} from "@app/domain/create/anki-fsrs-options";
import type { ImportMapping } from "@app/domain/create/own-deck";
import { createDeckScope } from "./deck-scope";
import type { OpenedSource } from "./source";

/** What the preview shows of the collection's FSRS settings (null: none found). */
export interface FsrsOffer {
  desiredRetention: number;
  parameterCount: number;
  /** Why they cannot be adopted; null when they can. */
  problem: string | null;
}

/** The import's decision: the weights the learner gets, each planned deck's retention, the summary's line. */
export interface FsrsAdoption {
  adopted: boolean;
  weights: number[] | null;
  desiredRetention: number | null;
  parameterCount: number;
  /** Planned deck (source key) → desired retention. */
  deckRetention: Record<string, number>;
  message: string;
}

/** The collection's FSRS settings for the decks the mapping takes. */
export function collectionFsrsOf(source: OpenedSource, mapping: ImportMapping): CollectionFsrs | null {
  if (!source.fsrsOptions) return null;
  const scope = createDeckScope(source, mapping);
  const decks = source.fsrsOptions.decks.filter((deck) => scope.inScope(deck.id));
  return collectionFsrs(source.fsrsOptions.presets, decks);
}

export function fsrsOfferOf(fsrs: CollectionFsrs | null): FsrsOffer | null {
  return fsrs
    ? { desiredRetention: fsrs.desiredRetention, parameterCount: fsrs.parameters.length, problem: fsrs.problem }
    : null;
}

/**
 * Whether an import that asks for the collection's FSRS settings gets them. The weights are known before
 * the history is replayed (the replay uses them); each deck's retention once its decks are planned.
 */
export function fsrsAdoptionOf(fsrs: CollectionFsrs | null): FsrsAdoption {
  const base = { weights: null, deckRetention: {}, desiredRetention: fsrs?.desiredRetention ?? null };
  if (!fsrs) return { ...base, adopted: false, parameterCount: 0, message: fsrsNotAdopted(FSRS_NONE_FOUND) };
  const parameterCount = fsrs.parameters.length;
  if (fsrs.problem) return { ...base, adopted: false, parameterCount, message: fsrsNotAdopted(fsrs.problem) };
  return {
    ...base,
    adopted: true,
    weights: adoptedWeights(fsrs.parameters),
    parameterCount,
    message: fsrsAdopted({ desiredRetention: fsrs.desiredRetention, parameterCount }),
  };
}

/** Each planned deck's desired retention: its Anki deck's (override or preset), or the collection's for a merged one. */
export function deckRetentionOf(
  source: OpenedSource,
  adoption: FsrsAdoption,
  decks: { sourceKey: string; ankiDeckId: number | null }[],
): Record<string, number> {
  if (!adoption.adopted || !source.fsrsOptions) return {};
  const { presets, decks: ankiDecks } = source.fsrsOptions;
  const out: Record<string, number> = {};
  for (const deck of decks) {
    const anki = ankiDecks.find((d) => d.id === deck.ankiDeckId);
    const retention = anki ? ankiDeckRetention(anki, presets) : adoption.desiredRetention;
    if (retention !== null) out[deck.sourceKey] = Number(retention.toFixed(4));
  }
  return out;
}

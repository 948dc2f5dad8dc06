import { migrateParameters } from "ts-fsrs";
import { DECK_RETENTION_MAX, DECK_RETENTION_MIN } from "../decks/deck-scheduling";
import { retentionText } from "./anki-fsrs-texts";

export * from "./anki-fsrs-texts";

/**
 * An Anki collection's FSRS settings (its deck options presets) offered for adoption by an import: the
 * parameters of the preset most of the imported cards use, and each deck's desired retention (its own
 * override, else its preset's). ts-fsrs takes 17 (FSRS 4.5), 19 (FSRS 5) or 21 (FSRS 6) parameters.
 */

export const FSRS_PARAMETER_COUNTS = [17, 19, 21] as const;
/** Anki's default desired retention, for a preset that names none. */
const ANKI_DEFAULT_RETENTION = 0.9;

export interface AnkiPresetFsrs {
  id: number;
  params: readonly number[];
  desiredRetention: number | null;
}

export interface AnkiDeckFsrs {
  id: number;
  configId: number;
  desiredRetention: number | null;
  /** Cards of the import in this deck (its home deck): picks the preset most cards use. */
  cards: number;
}

/** What the preview offers and the import adopts; `problem` says why it cannot be adopted. */
export interface CollectionFsrs {
  parameters: number[];
  desiredRetention: number;
  problem: string | null;
}

/** The reason a parameter list cannot be used, or null. */
export function fsrsParametersProblem(params: readonly number[]): string | null {
  if (!FSRS_PARAMETER_COUNTS.includes(params.length as 17)) {
    return `the collection's FSRS parameters are ${params.length} numbers; FSRS takes 17, 19 or 21`;
  }
  if (params.some((value) => !Number.isFinite(value))) return "one of the collection's FSRS parameters is not a number";
  return null;
}

function retentionProblem(retention: number): string | null {
  if (Number.isFinite(retention) && retention >= DECK_RETENTION_MIN && retention <= DECK_RETENTION_MAX) return null;
  return `desired retention ${Number.isFinite(retention) ? retentionText(retention) : "?"} is outside ${retentionText(DECK_RETENTION_MIN)}–${retentionText(DECK_RETENTION_MAX)}`;
}

/** A deck's desired retention in Anki: its own override, else its preset's, else Anki's default. */
export function ankiDeckRetention(
  deck: Pick<AnkiDeckFsrs, "configId" | "desiredRetention">,
  presets: readonly AnkiPresetFsrs[],
) {
  if (deck.desiredRetention !== null && deck.desiredRetention > 0) return deck.desiredRetention;
  return presets.find((p) => p.id === deck.configId)?.desiredRetention ?? ANKI_DEFAULT_RETENTION;
}

/**
 * The collection's FSRS settings for the decks an import takes, or null when none of their presets has
 * parameters (FSRS was never optimised, or never switched on). The preset with parameters that most of
 * the cards use wins (ties: the lower preset id).
 */
export function collectionFsrs(
  presets: readonly AnkiPresetFsrs[],
  decks: readonly AnkiDeckFsrs[],
): CollectionFsrs | null {
  const cardsByPreset = new Map<number, number>();
  for (const deck of decks) cardsByPreset.set(deck.configId, (cardsByPreset.get(deck.configId) ?? 0) + deck.cards);
  const candidates = presets
    .filter((p) => p.params.length > 0 && (cardsByPreset.get(p.id) ?? 0) > 0)
    .sort((a, b) => (cardsByPreset.get(b.id) ?? 0) - (cardsByPreset.get(a.id) ?? 0) || a.id - b.id);
  const preset = candidates[0];
  if (!preset) return null;
  const desiredRetention = preset.desiredRetention ?? ANKI_DEFAULT_RETENTION;
  const used = decks.filter((d) => d.cards > 0).map((d) => ankiDeckRetention(d, presets));
  const problem =
    fsrsParametersProblem(preset.params) ??
    [desiredRetention, ...used].map(retentionProblem).find((p) => p !== null) ??
    null;
  return { parameters: [...preset.params], desiredRetention, problem };
}

/** The parameters as the learner's settings keep them: FSRS 6's 21, converted by ts-fsrs from 17 or 19. */
export function adoptedWeights(params: readonly number[]): number[] {
  return migrateParameters([...params], 1, true).map((value) => Number(value.toFixed(6)));
}

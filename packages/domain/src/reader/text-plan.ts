/**
 * "Plan for this text": a comprehension to reach by a date, handed to the exam planner, which plans decks
 * (a share of their words known on the exam day). The text's words found in the learner's decks are taken to
 * be known as well as those decks' words on average, so a comprehension C of a text whose decks hold a share H
 * of its running words asks the decks for C ÷ H. Frequent words come early in most decks, so this is rather
 * more than the text needs; words in no deck count as not recalled, as the reader counts them.
 */

/** The planner plans at most this many decks together. */
export const TEXT_PLAN_DECKS_MAX = 20;

export type TextPlan =
  | { ok: true; subDeckId: string; alsoDecks: string[]; deckPercent: number; heldPercent: number }
  | { ok: false; heldPercent: number; message: string };

export interface TextPlanInput {
  /** Running words of the text. */
  words: number;
  /** The decks its running words were found in, most first (the analysis's `decks`). */
  decks: readonly { subDeckId: string; words: number }[];
  /** The comprehension wanted, in %. */
  targetPercent: number;
}

export function planForText({ words, decks, targetPercent }: TextPlanInput): TextPlan {
  const planned = decks.slice(0, TEXT_PLAN_DECKS_MAX);
  const held = planned.reduce((sum, d) => sum + d.words, 0);
  const heldPercent = words > 0 ? Math.floor((held / words) * 100) : 0;
  if (held === 0 || planned.length === 0) {
    return {
      ok: false,
      heldPercent,
      message: "None of this text's words are in your decks: add the words to learn first.",
    };
  }
  const deckPercent = Math.ceil((targetPercent * words) / held);
  if (deckPercent > 100) {
    return {
      ok: false,
      heldPercent,
      message: `Your decks hold ${heldPercent} % of this text's words, so no plan of them reaches ${targetPercent} %: add the words to learn first, or aim lower.`,
    };
  }
  return {
    ok: true,
    subDeckId: planned[0]!.subDeckId,
    alsoDecks: planned.slice(1).map((d) => d.subDeckId),
    deckPercent: Math.max(1, deckPercent),
    heldPercent,
  };
}

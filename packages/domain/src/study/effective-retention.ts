/**
 * The desired retention a word is scheduled with: its deck's override when the learner set one,
 * else the learner's default (Scheduling Settings).
 */
export function effectiveRetention(learnerDefault: number, deckOverride: number | null | undefined): number {
  return deckOverride ?? learnerDefault;
}

/**
 * What a learner studies of a word: its recognition (term → meaning, every word) and, with Production practice
 * on, its production (meaning → term) — two skills of one word, each with its own memory. A deck is its words;
 * the directions live on the learner's side (progress and review rows carry theirs, decision 0007).
 *
 * Clients know an item by one number, so sessions, offline queues and undo key items as before: the word's id
 * for its recognition, the id negated for its production. Only these two functions read or make that number.
 */
export type StudyDirection = "recognition" | "production";

export const STUDY_DIRECTIONS: readonly StudyDirection[] = ["recognition", "production"];

export interface StudyItemKey {
  wordId: number;
  direction: StudyDirection;
}

/** The id clients know the item by. */
export const itemIdOf = ({ wordId, direction }: StudyItemKey): number =>
  direction === "production" ? -wordId : wordId;

/** The word and direction an item id names (see `itemIdSchema` for which numbers are item ids). */
export const itemKeyOf = (itemId: number): StudyItemKey =>
  itemId < 0 ? { wordId: -itemId, direction: "production" } : { wordId: itemId, direction: "recognition" };

/** The words a list of item ids names, each once. */
export const wordIdsOfItems = (itemIds: readonly number[]): number[] => [
  ...new Set(itemIds.map((id) => itemKeyOf(id).wordId)),
];

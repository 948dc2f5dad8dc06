/**
 * Siblings apart: the items of one note (a word and its meaning → word direction, the clozes of one sentence)
 * keep separate memories, so one must not be asked in the session where another gives its answer away. A
 * session takes one item of a note (as Anki buries a card's siblings until the next day); the others stay due
 * for the next session. Only when nothing else would be asked (every item the session keeps has a sibling
 * waiting) are the siblings asked too, after all the rest.
 */
export interface SiblingItem {
  id: number;
  /** The note's first item; null for that item itself. */
  noteWordId: number | null;
}

const rootOf = (item: SiblingItem) => item.noteWordId ?? item.id;

/**
 * The entries a session keeps, in their order: of each note, its first due item (none due: its first item);
 * a note's other due items only when no note without one is in the session, and then at the end.
 */
export function spaceSiblings<T>(
  entries: readonly T[],
  itemOf: (entry: T) => SiblingItem,
  isDue: (entry: T) => boolean,
): T[] {
  const groups = new Map<number, T[]>();
  for (const entry of entries) {
    const root = rootOf(itemOf(entry));
    const group = groups.get(root);
    if (group) group.push(entry);
    else groups.set(root, [entry]);
  }
  const kept = new Set<T>();
  const waiting: T[] = [];
  let notesWithoutSibling = 0;
  for (const group of groups.values()) {
    const due = group.filter(isDue);
    kept.add(due[0] ?? group[0]!);
    if (due.length >= 2) waiting.push(...due.slice(1));
    else notesWithoutSibling += 1;
  }
  const first = entries.filter((entry) => kept.has(entry));
  return notesWithoutSibling === 0 ? [...first, ...waiting] : first;
}

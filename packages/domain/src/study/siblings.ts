/**
 * Siblings spaced: the items of one note (a word and its reversed direction, the clozes of one sentence)
 * keep separate memories, so one must not be asked right after another has given its answer away. A session
 * takes at most one item of a note, unless every item of it it would take is due.
 */
export interface SiblingItem {
  id: number;
  /** The note's first item; null for that item itself. */
  noteWordId: number | null;
}

const rootOf = (item: SiblingItem) => item.noteWordId ?? item.id;

/**
 * The entries a session keeps, in their order: of a note's items, every one that is due when two or more
 * are; otherwise the first due one, or (none due) the first one.
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
  for (const group of groups.values()) {
    const due = group.filter(isDue);
    if (due.length >= 2) for (const entry of due) kept.add(entry);
    else kept.add(due[0] ?? group[0]!);
  }
  return entries.filter((entry) => kept.has(entry));
}

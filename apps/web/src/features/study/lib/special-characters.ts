/** A special character in the chosen case (a letter whose capital is more than one character stays as it is). */
export function inCase(character: string, upper: boolean): string {
  const changed = upper ? character.toLocaleUpperCase() : character.toLocaleLowerCase();
  return [...changed].length === [...character].length ? changed : character;
}

/** Puts `text` in place of the selection [start, end) of `value`; the caret lands after it. */
export function insertAtSelection(
  value: string,
  start: number | null,
  end: number | null,
  text: string,
): { value: string; caret: number } {
  const from = Math.max(0, Math.min(start ?? value.length, value.length));
  const to = Math.max(from, Math.min(end ?? from, value.length));
  return { value: value.slice(0, from) + text + value.slice(to), caret: from + text.length };
}

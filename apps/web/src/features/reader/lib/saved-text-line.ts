import type { SavedTextReading } from "../api/saved-texts";

/**
 * What a saved text's readings say in one line: the share recalled at the last reading, and how it moved since
 * the first ("62 % recalled, from 48 %"); "Not read yet" before any.
 */
export function readingsLine(readings: readonly SavedTextReading[]): string {
  const first = readings[0];
  const last = readings.at(-1);
  if (!first || !last) return "Not read yet";
  const pct = (share: number) => `${Math.round(share * 100)} %`;
  if (readings.length === 1) return `${pct(last.today)} recalled`;
  return `${pct(last.today)} recalled, from ${pct(first.today)} over ${readings.length} readings`;
}

/** A title for a text: its first words, at most 60 characters. */
export function titleFrom(text: string): string {
  const line = text.trim().split("\n")[0]?.trim() ?? "";
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  const space = cut.lastIndexOf(" ");
  return `${space > 20 ? cut.slice(0, space) : cut}…`;
}

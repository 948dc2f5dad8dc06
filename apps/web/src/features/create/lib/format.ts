/** The app's one date format ("Mar 12, 2026" in American English); an unreadable date shows as given. */
export { formatDate } from "../../../lib/format-date";

/** "1 word", "1,204 words". */
export { countLabel as countOf } from "../../../lib/format-number";

/**
 * A skip reason as a reader would write it: a key ("empty_term", "cloze-note") gets spaces, a phrase
 * ("extra cards of a note") keeps its own spelling; either way it starts with a capital.
 */
export function reasonText(reason: string): string {
  const text = (/\s/.test(reason.trim()) ? reason : reason.replace(/[_-]+/g, " ")).trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : reason;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });
const numberFormat = new Intl.NumberFormat();

/** "12 Mar 2026" in the browser's locale; an unreadable date shows as given. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

/** "1 word", "1,204 words". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${numberFormat.format(count)} ${count === 1 ? singular : plural}`;
}

/**
 * A skip reason as a reader would write it: a key ("empty_term", "cloze-note") gets spaces, a phrase
 * ("extra cards of a note") keeps its own spelling; either way it starts with a capital.
 */
export function reasonText(reason: string): string {
  const text = (/\s/.test(reason.trim()) ? reason : reason.replace(/[_-]+/g, " ")).trim();
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : reason;
}

/** A learner's day ("2026-11-27") as the app writes dates ("Nov 27, 2026"): that calendar day, in any zone. */
export function formatLearnerDay(day: string): string {
  // Without a zone the date is read as local midnight, so the calendar day stays the same.
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDate(`${day}T00:00:00`) : day;
}

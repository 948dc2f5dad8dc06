/**
 * The one way the app writes dates: the learner's locale (the browser's), medium length — "Nov 26,
 * 2026" in American English, "26 Nov 2026" in British English. Instants are shown in the browser's
 * time zone; calendar days ("2026-11-26", the learner's days as the server counts them) as the day
 * they name, whatever the zone. The Stats chart's axis keeps the spec's month/day.
 */
const date = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const day = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeZone: "UTC" });
const monthDay = new Intl.DateTimeFormat(undefined, { month: "numeric", day: "numeric", timeZone: "UTC" });

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: Date | string): Date | null {
  const parsed = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "Nov 26, 2026": an instant's date; an unreadable value shows as given. */
export function formatDate(value: Date | string): string {
  const parsed = instant(value);
  return parsed ? date.format(parsed) : String(value);
}

/** "Nov 26, 2026, 3:05 PM": an instant's date and time. */
export function formatDateTime(value: Date | string): string {
  const parsed = instant(value);
  return parsed ? dateTime.format(parsed) : String(value);
}

/** "Nov 26, 2026" for the calendar day "2026-11-26" (no time-zone shift). */
export function formatDay(calendarDay: string): string {
  return CALENDAR_DAY.test(calendarDay) ? day.format(new Date(`${calendarDay}T00:00:00Z`)) : calendarDay;
}

/** "11/26" for "2026-11-26": the Stats chart's month/day labels, in the learner's order of the two. */
export function formatMonthDay(calendarDay: string): string {
  return CALENDAR_DAY.test(calendarDay) ? monthDay.format(new Date(`${calendarDay}T00:00:00Z`)) : calendarDay;
}

const shortDay = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });

/** "Jun 14" for "2027-06-14": a near day in a short line (Home's exam status), in the learner's locale. */
export function formatShortDay(calendarDay: string): string {
  return CALENDAR_DAY.test(calendarDay) ? shortDay.format(new Date(`${calendarDay}T00:00:00Z`)) : calendarDay;
}

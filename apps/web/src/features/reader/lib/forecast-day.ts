/** The forecast's default day: the nearest exam date still ahead (YYYY-MM-DD), or "" when none is. */
export function nearestExamDay(examDates: readonly string[], today: string): string {
  return [...examDates].filter((d) => d > today).sort()[0] ?? "";
}

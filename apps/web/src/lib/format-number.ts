/** Numbers as the app writes them, in the learner's locale. */

const numberFormat = new Intl.NumberFormat();

/** "1,234" in the user's locale. */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}

/** "1 word" / "12 words". */
export function countLabel(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(n)} ${n === 1 ? singular : plural}`;
}

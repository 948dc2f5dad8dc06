/** While a word falls due within this window, the deck page keeps itself current… */
export const DUE_SOON_WINDOW_MS = 15 * 60_000;
/** …by reading the learner's progress again this often. */
export const DUE_SOON_REFRESH_MS = 2 * 60_000;

/**
 * How often the deck page re-reads progress: every 2 minutes while any word (not ignored) comes due
 * within the next 15 minutes, so a word in the building phase turns due on screen without a reload;
 * otherwise never (false). Words already due are due on screen already.
 */
export function dueSoonRefreshInterval(
  progress: readonly { nextReview: string | null; isIgnored?: boolean }[] | undefined,
  now: number,
): number | false {
  if (!progress) return false;
  const soon = progress.some((p) => {
    if (p.isIgnored || !p.nextReview) return false;
    const due = Date.parse(p.nextReview);
    return due > now && due <= now + DUE_SOON_WINDOW_MS;
  });
  return soon ? DUE_SOON_REFRESH_MS : false;
}

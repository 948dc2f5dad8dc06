import type { CopyCounts } from "./copy-counts";

/** What data read from the device's copy (no network) carries: when the copy was kept, and its counts now. */
export interface OfflineCopyInfo {
  savedAt: number;
  counts: CopyCounts;
}

/** A My Decks entry or deck page built from the device's copy carries this mark; server data does not. */
export interface OfflineCopyMark {
  offlineCopy?: OfflineCopyInfo;
}

export function offlineCopyOf(value: object): OfflineCopyInfo | undefined {
  return (value as OfflineCopyMark).offlineCopy;
}

/**
 * Watches a transfer (a download being sent, an upload being received): when fewer than `minBytes` moved in
 * a window of `windowMs`, `onStall` runs once. A client that stops reading or trickles its bytes would
 * otherwise hold what the transfer holds (an export slot, a file being written) for as long as it likes.
 */
export interface ProgressWatchOptions {
  windowMs: number;
  minBytes: number;
  onStall: () => void;
}

export interface ProgressWatch {
  /** Bytes that moved. */
  add(bytes: number): void;
  /** The transfer ended: stop watching. */
  stop(): void;
}

export function watchProgress({ windowMs, minBytes, onStall }: ProgressWatchOptions): ProgressWatch {
  let moved = 0;
  const timer = setInterval(() => {
    if (moved < minBytes) {
      clearInterval(timer);
      onStall();
    }
    moved = 0;
  }, windowMs);
  timer.unref();
  return {
    add(bytes) {
      moved += bytes;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** Downloads and uploads: at least 16 KB every 30 s (a phone on a weak line sends far more). */
export const TRANSFER_WATCH = { windowMs: 30_000, minBytes: 16 * 1024 };

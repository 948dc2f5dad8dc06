import { Decompress } from "fzstd";
import { ImportReadError, messages } from "./errors";

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export function isZstd(bytes: Uint8Array): boolean {
  return ZSTD_MAGIC.every((byte, i) => bytes[i] === byte);
}

/**
 * The decoder allocates the frame's window up front; a frame may ask for a window as large as the limit
 * (or 16 MB when the limit is smaller — Anki's own files use 2 MB), never more.
 */
const SMALL_LIMIT_WINDOW = 16 * 1024 * 1024;

/** The frame header's content size and window size (undefined when not declared). */
export function zstdFrameSizes(bytes: Uint8Array): { contentSize?: number; windowSize?: number } {
  const descriptor = bytes[4] ?? 0;
  const fcsFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  let at = 5;
  let windowSize: number | undefined;
  if (!singleSegment) {
    const window = bytes[at++] ?? 0;
    const base = 2 ** (10 + (window >> 3));
    windowSize = base + (base / 8) * (window & 7);
  }
  at += [0, 1, 2, 4][descriptor & 3] ?? 0;
  const fcsBytes = fcsFlag === 0 ? singleSegment : ([1, 2, 4, 8][fcsFlag] ?? 0);
  if (fcsBytes === 0) return { windowSize };
  let contentSize = 0;
  for (let i = fcsBytes - 1; i >= 0; i--) contentSize = contentSize * 256 + (bytes[at + i] ?? 0);
  if (fcsBytes === 2) contentSize += 256;
  return { contentSize, windowSize: windowSize ?? contentSize };
}

/** Decompresses a zstd frame, refusing (ZIP_TOO_LARGE) once the output passes `maxBytes`. */
export function unzstdBounded(bytes: Uint8Array, maxBytes: number, what: string): Uint8Array {
  const declared = zstdFrameSizes(bytes);
  if ((declared.contentSize ?? 0) > maxBytes || (declared.windowSize ?? 0) > Math.max(maxBytes, SMALL_LIMIT_WINDOW)) {
    throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxBytes), { limit: maxBytes, entry: what });
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  let tooLarge = false;
  const decompressor = new Decompress((chunk) => {
    if (tooLarge) return;
    total += chunk.length;
    if (total > maxBytes) {
      tooLarge = true;
      return;
    }
    chunks.push(chunk.slice());
  });
  const step = 16 * 1024;
  try {
    for (let offset = 0; offset < bytes.length && !tooLarge; offset += step) {
      decompressor.push(bytes.subarray(offset, Math.min(offset + step, bytes.length)), offset + step >= bytes.length);
    }
  } catch {
    throw new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(`${what} cannot be decompressed`));
  }
  if (tooLarge)
    throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxBytes), { limit: maxBytes, entry: what });
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

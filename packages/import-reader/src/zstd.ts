import { closeSync, fstatSync, openSync, readSync, writeSync } from "node:fs";
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
  checkDeclaredSizes(bytes, maxBytes, what);
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

/**
 * Decompresses a zstd file into another file, a slice at a time, refusing (ZIP_TOO_LARGE) once the output
 * passes `maxBytes`: the collection of a new-format package never sits whole in memory.
 */
export function unzstdFileBounded(from: string, to: string, maxBytes: number, what: string): number {
  const input = openSync(from, "r");
  const output = openSync(to, "w", 0o600);
  try {
    const head = new Uint8Array(18);
    readSync(input, head, 0, head.length, 0);
    checkDeclaredSizes(head, maxBytes, what);
    let total = 0;
    let refused = false;
    const decompressor = new Decompress((chunk) => {
      if (refused) return;
      total += chunk.length;
      if (total > maxBytes) refused = true;
      else writeSync(output, chunk);
    });
    const size = fstatSync(input).size;
    const slice = new Uint8Array(64 * 1024);
    try {
      for (let offset = 0; offset < size && !refused; offset += slice.length) {
        const read = readSync(input, slice, 0, slice.length, offset);
        decompressor.push(slice.slice(0, read), offset + read >= size);
      }
    } catch {
      throw new ImportReadError("CORRUPT_PACKAGE", messages.corrupt(`${what} cannot be decompressed`));
    }
    if (refused)
      throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxBytes), { limit: maxBytes, entry: what });
    return total;
  } finally {
    closeSync(input);
    closeSync(output);
  }
}

function checkDeclaredSizes(bytes: Uint8Array, maxBytes: number, what: string): void {
  const declared = zstdFrameSizes(bytes);
  if ((declared.contentSize ?? 0) > maxBytes || (declared.windowSize ?? 0) > Math.max(maxBytes, SMALL_LIMIT_WINDOW)) {
    throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxBytes), { limit: maxBytes, entry: what });
  }
}

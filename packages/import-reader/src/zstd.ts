import { Decompress } from "fzstd";
import { ImportReadError, messages } from "./errors";

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];

export function isZstd(bytes: Uint8Array): boolean {
  return ZSTD_MAGIC.every((byte, i) => bytes[i] === byte);
}

/** Decompresses a zstd frame, refusing (ZIP_TOO_LARGE) once the output passes `maxBytes`. */
export function unzstdBounded(bytes: Uint8Array, maxBytes: number, what: string): Uint8Array {
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
  if (tooLarge) throw new ImportReadError("ZIP_TOO_LARGE", messages.zipTooLarge(maxBytes), { limit: maxBytes, entry: what });
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

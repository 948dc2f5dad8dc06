import crypto from "node:crypto";

/** The most bytes one piece of a file holds in memory or in one statement (a `media_chunks` row). */
export const CHUNK_BYTES = 256 * 1024;
/** Bytes enough to tell a file's type. */
const HEAD_BYTES = 64;

/**
 * A file to store, known by its content: SHA-256 and size are worked out before anything is written, and
 * `chunks()` gives the bytes again, a piece of at most CHUNK_BYTES at a time, as often as it is asked.
 */
export interface MediaBody {
  hash: string;
  size: number;
  /** The first bytes (for the type). */
  head: Uint8Array;
  chunks(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/** Lets the event loop answer other requests between two pieces of a file's hashing. */
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Bytes already in memory (a package's recording), handed out as views, never copied. */
export async function bodyFromBytes(bytes: Uint8Array): Promise<MediaBody> {
  const chunks = function* () {
    for (let at = 0; at < bytes.byteLength; at += CHUNK_BYTES) yield bytes.subarray(at, at + CHUNK_BYTES);
  };
  const hash = crypto.createHash("sha256");
  for (const piece of chunks()) {
    hash.update(piece);
    await yieldTurn();
  }
  return { hash: hash.digest("hex"), size: bytes.byteLength, head: bytes.subarray(0, HEAD_BYTES), chunks };
}

/** Base64 characters that decode to exactly CHUNK_BYTES - 1 bytes (a multiple of 4 characters). */
const BASE64_SLICE = Math.floor(CHUNK_BYTES / 3) * 4;

/**
 * A tool's base64 `data`, decoded a slice at a time: the decoded file is never held whole next to its
 * text, and other requests are answered between two slices. `data` must be checked as base64 before (standard or URL-safe alphabet, padding only at the end).
 */
export async function bodyFromBase64(data: string): Promise<MediaBody> {
  const chunks = function* () {
    for (let at = 0; at < data.length; at += BASE64_SLICE)
      yield Buffer.from(data.slice(at, at + BASE64_SLICE), "base64");
  };
  const hash = crypto.createHash("sha256");
  let size = 0;
  let head: Uint8Array = new Uint8Array(0);
  for (const piece of chunks()) {
    if (size === 0) head = piece.subarray(0, HEAD_BYTES);
    hash.update(piece);
    size += piece.byteLength;
    await yieldTurn();
  }
  return { hash: hash.digest("hex"), size, head, chunks };
}

export const isMediaHash = (value: string): boolean => /^[0-9a-f]{64}$/.test(value);

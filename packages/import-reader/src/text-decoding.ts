export type TextEncodingName = "utf-8" | "utf-16le" | "utf-16be" | "windows-1252";

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** False when the bytes were not valid UTF-8 and were read as Windows-1252 instead. */
  exact: boolean;
}

/**
 * Bytes → text: a byte order mark decides (UTF-8, UTF-16 LE/BE); without one, UTF-16 is recognised by its
 * zero bytes in ASCII text, then strict UTF-8 is tried, and Windows-1252 is the last resort.
 */
export function decodeText(bytes: Uint8Array): DecodedText {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8", exact: true };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le", exact: true };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder("utf-16be").decode(bytes.subarray(2)), encoding: "utf-16be", exact: true };
  }
  const guess = guessUtf16(bytes);
  if (guess) return { text: new TextDecoder(guess).decode(bytes), encoding: guess, exact: true };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8", exact: true };
  } catch {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "windows-1252", exact: false };
  }
}

/** UTF-16 without a byte order mark: most characters of a word list are ASCII, so half the bytes are zero. */
function guessUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return "utf-16be";
  return undefined;
}

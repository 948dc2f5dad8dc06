/** Signatures of the recordings and pictures the app stores: [offset, bytes, type]. */
const SIGNATURES: ReadonlyArray<readonly [number, string, string]> = [
  [0, "ID3", "audio/mpeg"],
  [0, "OggS", "audio/ogg"],
  [0, "fLaC", "audio/flac"],
  [0, "#!AMR", "audio/amr"],
  [0, "\x1a\x45\xdf\xa3", "audio/webm"],
  [0, "\x89PNG\r\n\x1a\n", "image/png"],
  [0, "\xff\xd8\xff", "image/jpeg"],
  [0, "GIF87a", "image/gif"],
  [0, "GIF89a", "image/gif"],
  [0, "BM", "image/bmp"],
];

function at(head: Uint8Array, offset: number, text: string): boolean {
  if (head.byteLength < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (head[offset + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** RIFF containers (WAV, WebP) and ISO media (MP4/M4A, AVIF, HEIC) say what they hold at a fixed place. */
function containerType(head: Uint8Array): string | null {
  if (at(head, 0, "RIFF") && at(head, 8, "WAVE")) return "audio/wav";
  if (at(head, 0, "RIFF") && at(head, 8, "WEBP")) return "image/webp";
  if (at(head, 4, "ftyp")) {
    if (at(head, 8, "avif")) return "image/avif";
    if (at(head, 8, "heic") || at(head, 8, "mif1")) return "image/heic";
    return "audio/mp4";
  }
  return null;
}

/** An MPEG audio frame (an MP3 without an ID3 tag, or ADTS AAC): eleven set bits. */
function mpegFrame(head: Uint8Array): string | null {
  if (head.byteLength < 2 || head[0] !== 0xff || ((head[1] ?? 0) & 0xe0) !== 0xe0) return null;
  // Layer bits 00 with the MPEG-4 marks ADTS (AAC); anything else is an MPEG audio layer.
  return ((head[1] ?? 0) & 0x06) === 0 ? "audio/aac" : "audio/mpeg";
}

/**
 * The type a file's first bytes show; when they show none, `fallback` (the type its name's extension
 * gives, only ever an audio or image type). Whatever the bytes, the answer is never a type a browser
 * would render as a page or run as a script.
 */
export function sniffMime(head: Uint8Array, fallback: string): string {
  for (const [offset, text, type] of SIGNATURES) if (at(head, offset, text)) return type;
  const found = containerType(head) ?? mpegFrame(head);
  if (found) return found;
  return /^(audio|image)\/[a-z0-9.+-]+$/.test(fallback) && fallback !== "image/svg+xml"
    ? fallback
    : "application/octet-stream";
}

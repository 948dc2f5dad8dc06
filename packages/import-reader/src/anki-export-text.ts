import { decodeHTML } from "entities";
import { MEDIA_NAME_MAX_BYTES, MEDIA_NAME_UNSAFE } from "./anki-export-layout";
import type { ExportWord } from "./anki-export-word";

export function cleanText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Anki strips these from every field
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "")
  );
}

/** Field HTML for plain text: markup characters escaped so they show as text, line breaks kept as `<br>`. */
export function plainTextToFieldHtml(text: string): string {
  return cleanText(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>");
}

/**
 * The text Anki derives a note's sort field and duplicate checksum from: tags removed without a trace,
 * entities decoded, no-break spaces as spaces. Exact for the HTML `plainTextToFieldHtml` writes.
 */
export function strippedFieldText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, "")).replace(/\u00a0/g, " ");
}

export async function sha1(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)));
}

export function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Anki's `csum`: the first 4 bytes of the SHA-1 of the stripped first field, as an unsigned integer. */
export async function fieldChecksum(stripped: string): Promise<number> {
  const digest = await sha1(stripped);
  return new DataView(digest.buffer, digest.byteOffset, digest.byteLength).getUint32(0, false);
}

/** Anki's own guids are short printable strings; a key like that is kept so the note stays recognisable. */
export function looksLikeGuid(key: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a guid with control characters would corrupt exports
  return key.length > 0 && key.length <= 64 && !/[\s\x00-\x1f\x7f]/.test(key);
}

/** The note's guid: the word's key, or 64 bits of its SHA-1 (the size of Anki's guids); unique in the package. */
export async function guidsFor(words: ExportWord[]): Promise<string[]> {
  const seen = new Set<string>();
  const guids: string[] = [];
  for (const [index, word] of words.entries()) {
    let guid = looksLikeGuid(word.key) ? word.key : hex((await sha1(word.key)).subarray(0, 8));
    // Two words with one key would make Anki merge them into one note; keep both, the later one renamed.
    if (seen.has(guid)) guid = hex((await sha1(`${word.key}\u0000${index}`)).subarray(0, 8));
    seen.add(guid);
    guids.push(guid);
  }
  return guids;
}

export function truncateUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  let out = text;
  while (encoder.encode(out).byteLength > maxBytes) out = Array.from(out).slice(0, -1).join("");
  return out;
}

/** A plain, portable file name for Anki's media folder; `fallback` when nothing usable is left. */
export function safeMediaName(name: string, fallback: string): string {
  let clean = name.normalize("NFC").replace(MEDIA_NAME_UNSAFE, "_").trim();
  // Windows refuses names ending in a dot or space; a leading dot would hide the file.
  clean = clean.replace(/[. ]+$/, "").replace(/^[. ]+/, "");
  if (clean.length === 0 || clean === "." || clean === "..") clean = fallback;
  if (new TextEncoder().encode(clean).byteLength <= MEDIA_NAME_MAX_BYTES) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : "";
  const stem = clean.slice(0, clean.length - extension.length);
  return truncateUtf8(stem, MEDIA_NAME_MAX_BYTES - new TextEncoder().encode(extension).byteLength) + extension;
}

export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface MediaPlan {
  /** Media file name per word (null without audio). */
  names: (string | null)[];
  /** Files in zip order: entry "0" holds files[0], and so on. */
  files: { name: string; bytes: Uint8Array }[];
}

/**
 * Gives every audio file a safe, unique media name. The same name with the same bytes is stored once (words
 * sharing a recording); the same name with other bytes gets a numbered name, so no word plays another's audio.
 */
export function planMedia(words: ExportWord[]): MediaPlan {
  const byName = new Map<string, Uint8Array>();
  const files: MediaPlan["files"] = [];
  const names = words.map((word, index) => {
    if (!word.audio) return null;
    const base = safeMediaName(word.audio.name, `audio-${index + 1}.mp3`);
    let name = base;
    for (let n = 2; ; n++) {
      const stored = byName.get(name);
      if (!stored) break;
      if (sameBytes(stored, word.audio.bytes)) return name;
      const dot = base.lastIndexOf(".");
      name = dot > 0 ? `${base.slice(0, dot)}-${n}${base.slice(dot)}` : `${base}-${n}`;
    }
    byName.set(name, word.audio.bytes);
    files.push({ name, bytes: word.audio.bytes });
    return name;
  });
  return { names, files };
}

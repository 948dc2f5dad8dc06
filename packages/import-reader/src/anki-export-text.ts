import { decodeHTML } from "entities";
import { MEDIA_NAME_MAX_BYTES, MEDIA_NAME_UNSAFE } from "./anki-export-layout";

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

import type { AnkiMedia, AnkiMediaFile } from "./anki-types";
import { decodeMediaEntries } from "./protobuf";
import type { ZipArchive } from "./zip";
import { isZstd, unzstdBounded } from "./zstd";

/** A media name that is a plain file name: no folders, no parent references, no control characters. */
/** The largest single media file unpacked (a recording is far smaller). */
export const MAX_MEDIA_FILE_BYTES = 20 * 1024 * 1024;

export function isSafeMediaName(name: string): boolean {
  if (name.length === 0 || name.length > 255 || name === "." || name === "..") return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return !/[/\\:\x00-\x1f]/.test(name);
}

/**
 * Reads the media map: legacy packages hold JSON `{"0": "name.jpg", …}`, new ones (version 3) a zstd-compressed
 * protobuf list whose n-th entry is stored in the zip entry "n", itself zstd-compressed.
 */
export async function readMedia(
  zip: ZipArchive,
  zstdMedia: boolean,
  maxBytes: number,
  warnings: string[],
): Promise<AnkiMedia> {
  const files: AnkiMediaFile[] = [];
  const mapEntry = zip.entries.get("media");
  if (mapEntry) {
    const raw = await zip.read("media");
    if (zstdMedia || isZstd(raw)) {
      for (const entry of decodeMediaEntries(unzstdBounded(raw, maxBytes, "media"))) {
        files.push({ name: entry.name, size: entry.size, zipEntry: String(entry.legacyZipName ?? entry.index) });
      }
    } else {
      let map: unknown;
      try {
        map = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        warnings.push("The media list is not readable; media files were left out.");
      }
      if (map && typeof map === "object") {
        for (const [zipEntry, name] of Object.entries(map as Record<string, unknown>)) {
          if (typeof name !== "string") continue;
          files.push({ name, size: zip.entries.get(zipEntry)?.size ?? 0, zipEntry });
        }
      }
    }
  }

  const byName = new Map<string, AnkiMediaFile>();
  for (const file of files) {
    if (!isSafeMediaName(file.name)) {
      warnings.push(`Media file "${file.name}" skipped: its name is not a plain file name.`);
    } else if (!zip.entries.has(file.zipEntry)) {
      warnings.push(`Media file "${file.name}" skipped: it is missing from the package.`);
    } else if (!byName.has(file.name)) {
      byName.set(file.name, file);
    }
  }

  return {
    files: [...byName.values()],
    has: (name) => byName.has(name),
    async read(name) {
      const file = byName.get(name);
      if (!file) return null;
      const stored = await zip.read(file.zipEntry);
      // One file is never allowed the whole package's budget: a tiny frame can claim gigabytes.
      return zstdMedia && isZstd(stored)
        ? unzstdBounded(stored, Math.min(maxBytes, MAX_MEDIA_FILE_BYTES), name)
        : stored;
    },
  };
}

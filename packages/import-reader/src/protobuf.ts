import { BinaryReader, WireType } from "@bufbuild/protobuf/wire";

/**
 * The few protobuf messages of Anki's package format that the reader needs, decoded field by field
 * (field numbers from Anki's proto/anki/*.proto). Unknown fields are skipped.
 */

/** A message's field 1 as an int32 (the last one given wins, as protobuf reads it); 0 when absent. */
function firstFieldInt32(bytes: Uint8Array): number {
  const reader = new BinaryReader(bytes);
  let value = 0;
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.Varint) value = reader.int32();
    else reader.skip(wire, field);
  }
  return value;
}

/** `PackageMetadata.version`: 1 legacy anki2, 2 legacy anki21, 3 latest (anki21b, zstd). 0 when absent. */
export function decodePackageVersion(bytes: Uint8Array): number {
  return firstFieldInt32(bytes);
}

export interface MediaEntry {
  name: string;
  size: number;
  /** Index of the entry in the list; the zip entry holding the file is named after it unless `legacyZipName` is set. */
  index: number;
  legacyZipName?: number;
}

/** `MediaEntries { repeated MediaEntry entries = 1 }` with `MediaEntry { name = 1; size = 2; sha1 = 3; legacy_zip_filename = 255 }`. */
export function decodeMediaEntries(bytes: Uint8Array): MediaEntry[] {
  const reader = new BinaryReader(bytes);
  const entries: MediaEntry[] = [];
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.LengthDelimited) {
      entries.push(decodeMediaEntry(reader.bytes(), entries.length));
    } else reader.skip(wire, field);
  }
  return entries;
}

function decodeMediaEntry(bytes: Uint8Array, index: number): MediaEntry {
  const reader = new BinaryReader(bytes);
  const entry: MediaEntry = { name: "", size: 0, index };
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.LengthDelimited) entry.name = reader.string();
    else if (field === 2 && wire === WireType.Varint) entry.size = reader.uint32();
    else if (field === 255 && wire === WireType.Varint) entry.legacyZipName = reader.uint32();
    else reader.skip(wire, field);
  }
  return entry;
}

/** `Notetype.Config.kind` (field 1): 0 normal, 1 cloze. */
export function decodeNotetypeKind(bytes: Uint8Array): number {
  return firstFieldInt32(bytes);
}

/** `Deck.kind` is a oneof: `normal = 1`, `filtered = 2`. True when the deck is a filtered deck. */
export function decodeDeckIsFiltered(bytes: Uint8Array): boolean {
  const reader = new BinaryReader(bytes);
  let filtered = false;
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 2 && wire === WireType.LengthDelimited) filtered = true;
    reader.skip(wire, field);
  }
  return filtered;
}

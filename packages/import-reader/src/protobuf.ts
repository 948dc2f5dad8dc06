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

/** A 32-bit float as the number it was written as (0.9, not 0.8999999761581421). */
const float32 = (value: number) => (Number.isFinite(value) ? Number(value.toPrecision(7)) : value);

/** A normal deck's options preset and its own desired retention (null: the preset's). */
export interface DeckKind {
  filtered: boolean;
  configId: number;
  desiredRetention: number | null;
}

/**
 * The `decks.kind` blob, `Deck.KindContainer { oneof kind { Normal normal = 1; Filtered filtered = 2; } }`,
 * with `Deck.Normal { int64 config_id = 1; optional float desired_retention = 10; }`.
 */
export function decodeDeckKind(bytes: Uint8Array): DeckKind {
  const reader = new BinaryReader(bytes);
  const kind: DeckKind = { filtered: false, configId: 0, desiredRetention: null };
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 2 && wire === WireType.LengthDelimited) {
      kind.filtered = true;
      reader.skip(wire, field);
    } else if (field === 1 && wire === WireType.LengthDelimited) readNormalDeck(reader.bytes(), kind);
    else reader.skip(wire, field);
  }
  return kind;
}

function readNormalDeck(bytes: Uint8Array, kind: DeckKind): void {
  const reader = new BinaryReader(bytes);
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.Varint) kind.configId = Number(reader.int64());
    else if (field === 10 && wire === WireType.Bit32) kind.desiredRetention = float32(reader.float());
    else reader.skip(wire, field);
  }
}

/** A deck options preset's FSRS settings: its parameters (the newest version given) and desired retention. */
export interface FsrsPresetOptions {
  params: number[];
  desiredRetention: number | null;
}

/**
 * `DeckConfig.Config`: `repeated float fsrs_params_4 = 3; fsrs_params_5 = 5; fsrs_params_6 = 6;
 * float desired_retention = 37`. Repeated floats come packed (or one by one from older writers).
 */
export function decodeDeckConfigFsrs(bytes: Uint8Array): FsrsPresetOptions {
  const reader = new BinaryReader(bytes);
  const params: Record<number, number[]> = { 3: [], 5: [], 6: [] };
  let desiredRetention: number | null = null;
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    const list = params[field];
    if (list && wire === WireType.LengthDelimited) {
      const end = reader.uint32() + reader.pos;
      while (reader.pos < end) list.push(float32(reader.float()));
    } else if (list && wire === WireType.Bit32) list.push(float32(reader.float()));
    else if (field === 37 && wire === WireType.Bit32) desiredRetention = float32(reader.float());
    else reader.skip(wire, field);
  }
  const newest = [params[6]!, params[5]!, params[3]!].find((list) => list.length > 0) ?? [];
  return { params: newest, desiredRetention };
}

/** What a note type's config says about how it looks: its kind, sort field and styling. */
export interface NotetypeLook {
  kind: number;
  sortField: number;
  css: string;
}

/** `Notetype.Config`: `Kind kind = 1; uint32 sort_field_idx = 2; string css = 3`. */
export function decodeNotetypeLook(bytes: Uint8Array): NotetypeLook {
  const reader = new BinaryReader(bytes);
  const look: NotetypeLook = { kind: 0, sortField: 0, css: "" };
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.Varint) look.kind = reader.int32();
    else if (field === 2 && wire === WireType.Varint) look.sortField = reader.uint32();
    else if (field === 3 && wire === WireType.LengthDelimited) look.css = reader.string();
    else reader.skip(wire, field);
  }
  return look;
}

/** `Notetype.Template.Config`: `string q_format = 1; string a_format = 2` (the card's front and back HTML). */
export function decodeTemplateFormats(bytes: Uint8Array): { front: string; back: string } {
  const reader = new BinaryReader(bytes);
  const formats = { front: "", back: "" };
  while (reader.pos < reader.len) {
    const [field, wire] = reader.tag();
    if (field === 1 && wire === WireType.LengthDelimited) formats.front = reader.string();
    else if (field === 2 && wire === WireType.LengthDelimited) formats.back = reader.string();
    else reader.skip(wire, field);
  }
  return formats;
}

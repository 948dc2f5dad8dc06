import { decodeHTML } from "entities";
import { type Zippable, zipSync } from "fflate";
import type { SqlJsStatic } from "sql.js";
import { loadSqlJs } from "./sql-js";

/** One word of an exported deck, as plain text. */
export interface ExportWord {
  /** Stable identity of the word; becomes the note's guid so that re-imports update instead of duplicating. */
  key: string;
  term: string;
  translation: string;
  reading: string | null;
  audio?: { name: string; bytes: Uint8Array } | null;
}

export interface ExportDeck {
  name: string;
  description: string;
  /** The note type gets a Reading field (pinyin, kana, …) after Term and Translation. */
  hasReading: boolean;
  words: ExportWord[];
  /** Collection creation (`crt`) and the base of every id, so two exports of one deck keep their ids. */
  createdAt: Date;
}

export interface WriteAnkiOptions {
  /** An initialised sql.js (browsers pass one built with their own `locateFile`); Node loads the default. */
  sql?: SqlJsStatic;
  /**
   * Modification time written on notes, cards, note type and deck (default: now). Anki updates a note it
   * already has only when the incoming one is newer, so an export must carry the time it was made.
   */
  now?: Date;
}

/**
 * Anki's schema 11 (`collection.anki2`), the layout every Anki version since 2.0 imports: note types, decks
 * and deck options are JSON in the single `col` row.
 */
const SCHEMA_11 = `
CREATE TABLE col (
  id integer PRIMARY KEY,
  crt integer NOT NULL,
  mod integer NOT NULL,
  scm integer NOT NULL,
  ver integer NOT NULL,
  dty integer NOT NULL,
  usn integer NOT NULL,
  ls integer NOT NULL,
  conf text NOT NULL,
  models text NOT NULL,
  decks text NOT NULL,
  dconf text NOT NULL,
  tags text NOT NULL
);
CREATE TABLE notes (
  id integer PRIMARY KEY,
  guid text NOT NULL,
  mid integer NOT NULL,
  mod integer NOT NULL,
  usn integer NOT NULL,
  tags text NOT NULL,
  flds text NOT NULL,
  sfld integer NOT NULL,
  csum integer NOT NULL,
  flags integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE cards (
  id integer PRIMARY KEY,
  nid integer NOT NULL,
  did integer NOT NULL,
  ord integer NOT NULL,
  mod integer NOT NULL,
  usn integer NOT NULL,
  type integer NOT NULL,
  queue integer NOT NULL,
  due integer NOT NULL,
  ivl integer NOT NULL,
  factor integer NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  left integer NOT NULL,
  odue integer NOT NULL,
  odid integer NOT NULL,
  flags integer NOT NULL,
  data text NOT NULL
);
CREATE TABLE revlog (
  id integer PRIMARY KEY,
  cid integer NOT NULL,
  usn integer NOT NULL,
  ease integer NOT NULL,
  ivl integer NOT NULL,
  lastIvl integer NOT NULL,
  factor integer NOT NULL,
  time integer NOT NULL,
  type integer NOT NULL
);
CREATE TABLE graves (
  usn integer NOT NULL,
  oid integer NOT NULL,
  type integer NOT NULL
);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

const FIELD_SEPARATOR = "\x1f";
/** The deck options every exported deck points at; Anki keeps its own options with this id on import. */
const DECK_CONFIG_ID = 1;
/**
 * Every Anki collection has deck 1, "Default"; Anki's own schema-11 exports carry it (importers skip it when it
 * holds no cards) and older Anki versions look decks up with it as the fallback.
 */
const DEFAULT_DECK_ID = 1;
const DEFAULT_DECK_NAME = "Default";
const TEMPLATE_NAME = "Term → Translation";
/** Anki's media names are plain file names; these characters break `[sound:…]` or a file system. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced
const MEDIA_NAME_UNSAFE = /[\x00-\x1f\x7f[\]<>:"/\\?*^|&]/g;
/** Anki keeps media names within 120 bytes so they fit every file system it syncs to. */
const MEDIA_NAME_MAX_BYTES = 120;

const CSS = `.card {
  font-family: arial;
  font-size: 24px;
  text-align: center;
  color: black;
  background-color: white;
}
.reading {
  font-size: 0.8em;
  color: #666;
}
`;

/** Plain text as Anki would store it: NFC, `\n` line breaks, no control characters (U+001F splits fields). */
function cleanText(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: Anki strips these from every field
      .replace(/[\x00-\x08\x0b-\x1f\x7f]/g, "")
  );
}

/** Field HTML for plain text: markup characters escaped so they show as text, line breaks kept as `<br>`. */
function plainTextToFieldHtml(text: string): string {
  return cleanText(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\n/g, "<br>");
}

/**
 * The text Anki derives a note's sort field and duplicate checksum from: tags removed without a trace,
 * entities decoded, no-break spaces as spaces. Exact for the HTML `plainTextToFieldHtml` writes.
 */
function strippedFieldText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, "")).replace(/\u00a0/g, " ");
}

async function sha1(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Anki's `csum`: the first 4 bytes of the SHA-1 of the stripped first field, as an unsigned integer. */
async function fieldChecksum(stripped: string): Promise<number> {
  const digest = await sha1(stripped);
  return new DataView(digest.buffer, digest.byteOffset, digest.byteLength).getUint32(0, false);
}

/** Anki's own guids are short printable strings; a key like that is kept so the note stays recognisable. */
function looksLikeGuid(key: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a guid with control characters would corrupt exports
  return key.length > 0 && key.length <= 64 && !/[\s\x00-\x1f\x7f]/.test(key);
}

/** The note's guid: the word's key, or 64 bits of its SHA-1 (the size of Anki's guids); unique in the package. */
async function guidsFor(words: ExportWord[]): Promise<string[]> {
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

function truncateUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  let out = text;
  while (encoder.encode(out).byteLength > maxBytes) out = Array.from(out).slice(0, -1).join("");
  return out;
}

/** A plain, portable file name for Anki's media folder; `fallback` when nothing usable is left. */
function safeMediaName(name: string, fallback: string): string {
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

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  for (let i = 0; i < a.byteLength; i++) if (a[i] !== b[i]) return false;
  return true;
}

interface MediaPlan {
  /** Media file name per word (null without audio). */
  names: (string | null)[];
  /** Files in zip order: entry "0" holds files[0], and so on. */
  files: { name: string; bytes: Uint8Array }[];
}

/**
 * Gives every audio file a safe, unique media name. The same name with the same bytes is stored once (words
 * sharing a recording); the same name with other bytes gets a numbered name, so no word plays another's audio.
 */
function planMedia(words: ExportWord[]): MediaPlan {
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

interface Layout {
  fields: string[];
  hasReading: boolean;
  hasAudio: boolean;
}

function noteTypeJson(layout: Layout, id: number, deckId: number, modSecs: number): Record<string, unknown> {
  const qfmt = "{{Term}}";
  const afmt = [
    "{{FrontSide}}",
    // Conditional, so a word without a reading shows no empty line.
    ...(layout.hasReading ? ['{{#Reading}}<div class="reading">{{Reading}}</div>{{/Reading}}'] : []),
    "",
    "<hr id=answer>",
    "",
    "{{Translation}}",
    ...(layout.hasAudio ? ["{{Audio}}"] : []),
  ].join("\n");
  const suffix = [layout.hasReading ? "Reading" : "", layout.hasAudio ? "Audio" : ""].filter(Boolean).join(" + ");
  return {
    id,
    name: suffix ? `Vocabulary + ${suffix}` : "Vocabulary",
    type: 0,
    mod: modSecs,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: TEMPLATE_NAME,
        ord: 0,
        qfmt,
        afmt,
        bqfmt: "",
        bafmt: "",
        did: null,
        bfont: "",
        bsize: 0,
      },
    ],
    flds: layout.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: "Arial",
      size: 20,
      media: [],
    })),
    css: CSS,
    latexPre:
      "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n" +
      "\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n",
    latexPost: "\\end{document}",
    latexsvg: false,
    tags: [],
    vers: [],
    // Anki 2.0 generates cards from this: card 0 exists when field 0 (Term) is not empty.
    req: [[0, "any", [0]]],
  };
}

function deckJson(id: number, name: string, descriptionHtml: string, modSecs: number): Record<string, unknown> {
  return {
    id,
    name,
    desc: descriptionHtml,
    mod: modSecs,
    usn: -1,
    dyn: 0,
    conf: DECK_CONFIG_ID,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

/** Anki's default deck options; importers keep their own options with this id, older ones need it present. */
function deckConfigJson(modSecs: number): Record<string, unknown> {
  return {
    id: DECK_CONFIG_ID,
    name: "Default",
    mod: modSecs,
    usn: -1,
    maxTaken: 60,
    autoplay: true,
    timer: 0,
    replayq: true,
    dyn: false,
    new: { bury: false, delays: [1, 10], initialFactor: 2500, ints: [1, 4, 0], order: 1, perDay: 20 },
    rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
    lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
  };
}

/** Milliseconds of a date that can stamp Anki ids and times (ids must stay clear of deck 1). */
function validMs(date: Date, what: string): number {
  const ms = date.getTime();
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError(`${what} must be a valid date after 1970`);
  return ms;
}

/**
 * Writes an own deck as an Anki package (`.apkg`) that every Anki version imports: a zip with
 * `collection.anki2` (schema 11), the JSON `media` map and the audio files as entries "0", "1", …
 * One note type (Term, Translation[, Reading][, Audio]; one card "Term → Translation"), one deck with the
 * given name (beside Anki's empty "Default" deck), one note and one new card per word, in the words' order.
 */
export async function writeAnkiPackage(deck: ExportDeck, options: WriteAnkiOptions = {}): Promise<Uint8Array> {
  const SQL = options.sql ?? (await loadSqlJs());
  const base = validMs(deck.createdAt, "createdAt");
  const nowMs = validMs(options.now ?? new Date(), "now");
  const nowSecs = Math.floor(nowMs / 1000);

  const media = planMedia(deck.words);
  const layout: Layout = {
    hasReading: deck.hasReading,
    hasAudio: media.files.length > 0,
    fields: ["Term", "Translation", ...(deck.hasReading ? ["Reading"] : []), ...(media.files.length ? ["Audio"] : [])],
  };
  // Each table has its own ids; all count up from the deck's creation so repeated exports keep them.
  const modelId = base;
  const deckName = cleanText(deck.name).replace(/\s+/g, " ").trim() || "Vocabulary";
  // Deck names are unique in Anki (case-insensitively): a deck called "Default" is deck 1 itself.
  const isDefault = deckName.toLowerCase() === DEFAULT_DECK_NAME.toLowerCase();
  const deckId = isDefault ? DEFAULT_DECK_ID : base + 1;
  const decks: Record<string, unknown> = {
    [DEFAULT_DECK_ID]: deckJson(DEFAULT_DECK_ID, DEFAULT_DECK_NAME, "", nowSecs),
    [deckId]: deckJson(deckId, deckName, plainTextToFieldHtml(deck.description), nowSecs),
  };
  const guids = await guidsFor(deck.words);
  const notes = await Promise.all(
    deck.words.map(async (word, index) => {
      const fields = [plainTextToFieldHtml(word.term), plainTextToFieldHtml(word.translation)];
      if (layout.hasReading) fields.push(plainTextToFieldHtml(word.reading ?? ""));
      if (layout.hasAudio) {
        const name = media.names[index];
        fields.push(name ? `[sound:${name}]` : "");
      }
      const sortText = strippedFieldText(fields[0] ?? "");
      return {
        id: base + index,
        guid: guids[index] ?? "",
        flds: fields.join(FIELD_SEPARATOR),
        sortText,
        checksum: await fieldChecksum(sortText),
      };
    }),
  );

  const db = new SQL.Database();
  try {
    db.exec(SCHEMA_11);
    const conf = {
      activeDecks: [deckId],
      curDeck: deckId,
      curModel: modelId,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      nextPos: deck.words.length + 1,
      sortType: "noteFld",
      sortBackwards: false,
      addToCur: true,
    };
    db.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
      Math.floor(base / 1000),
      nowMs,
      nowMs,
      JSON.stringify(conf),
      JSON.stringify({ [modelId]: noteTypeJson(layout, modelId, deckId, nowSecs) }),
      JSON.stringify(decks),
      JSON.stringify({ [DECK_CONFIG_ID]: deckConfigJson(nowSecs) }),
    ]);

    db.exec("BEGIN");
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, '', ?, ?, ?, 0, '')");
    // A new card: type 0, queue 0, due = its position among new cards (the words' order).
    const insertCard = db.prepare("INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')");
    try {
      for (const [index, note] of notes.entries()) {
        insertNote.run([note.id, note.guid, modelId, nowSecs, note.flds, note.sortText, note.checksum]);
        insertCard.run([note.id, note.id, deckId, nowSecs, index + 1]);
      }
    } finally {
      insertNote.free();
      insertCard.free();
    }
    db.exec("COMMIT");
    const collection = db.export();

    const mediaMap: Record<string, string> = {};
    // Zip times cannot go before 1980.
    const mtime = new Date(Math.max(nowMs, Date.UTC(1980, 0, 2)));
    const files: Zippable = {
      "collection.anki2": [collection, { level: 6, mtime }],
    };
    for (const [index, file] of media.files.entries()) {
      mediaMap[String(index)] = file.name;
      // Audio is compressed already; deflating it again costs time and saves nothing.
      files[String(index)] = [file.bytes, { level: 0, mtime }];
    }
    files.media = [new TextEncoder().encode(JSON.stringify(mediaMap)), { level: 6, mtime }];
    return zipSync(files);
  } finally {
    db.close();
  }
}

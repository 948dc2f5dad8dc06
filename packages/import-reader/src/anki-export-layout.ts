/**
 * Anki's schema 11 (`collection.anki2`), the layout every Anki version since 2.0 imports: note types, decks
 * and deck options are JSON in the single `col` row.
 */
export const SCHEMA_11 = `
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

export const FIELD_SEPARATOR = "\x1f";
/** The deck options every exported deck points at; Anki keeps its own options with this id on import. */
export const DECK_CONFIG_ID = 1;
/**
 * Every Anki collection has deck 1, "Default"; Anki's own schema-11 exports carry it (importers skip it when it
 * holds no cards) and older Anki versions look decks up with it as the fallback.
 */
export const DEFAULT_DECK_ID = 1;
export const DEFAULT_DECK_NAME = "Default";
export const TEMPLATE_NAME = "Term → Translation";
/** The second card of a note (ord 1): the meaning asked, the term answered. */
export const REVERSE_TEMPLATE_NAME = "Translation → Term";
/** Anki's media names are plain file names; these characters break `[sound:…]` or a file system. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced
export const MEDIA_NAME_UNSAFE = /[\x00-\x1f\x7f[\]<>:"/\\?*^|&]/g;
/** Anki keeps media names within 120 bytes so they fit every file system it syncs to. */
export const MEDIA_NAME_MAX_BYTES = 120;

export const CSS = `.card {
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
.sentence {
  margin-top: 1em;
  font-size: 0.8em;
}
.sentence-meaning {
  font-size: 0.7em;
  color: #666;
}
`;

/** Plain text as Anki would store it: NFC, `\n` line breaks, no control characters (U+001F splits fields). */

export interface Layout {
  fields: string[];
  hasReading: boolean;
  hasAudio: boolean;
  /** Mined words' context fields (Sentence, Sentence Meaning, Picture, Sentence Audio) follow. */
  hasContext?: boolean;
  /** Cards per note: 1 (term → translation) or 2 (and translation → term, ord 1). Default 1. */
  templates?: 1 | 2;
}

export function template(name: string, ord: number, qfmt: string, afmt: string) {
  return { name, ord, qfmt, afmt, bqfmt: "", bafmt: "", did: null, bfont: "", bsize: 0 };
}

/** A field of a note type as schema 11 writes it (no id: Anki then matches fields by name). */
export function fieldJson(name: string, ord: number) {
  return { name, ord, sticky: false, rtl: false, font: "Arial", size: 20, media: [] };
}

export const LATEX_PRE =
  "\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n" +
  "\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n";
export const LATEX_POST = "\\end{document}";

export function noteTypeJson(layout: Layout, id: number, deckId: number, modSecs: number): Record<string, unknown> {
  const reading = layout.hasReading ? ['{{#Reading}}<div class="reading">{{Reading}}</div>{{/Reading}}'] : [];
  const audio = layout.hasAudio ? ["{{Audio}}"] : [];
  // Each shown only when the note has it.
  const context = layout.hasContext
    ? [
        '{{#Sentence}}<div class="sentence">{{Sentence}}</div>{{/Sentence}}',
        '{{#Sentence Meaning}}<div class="sentence-meaning">{{Sentence Meaning}}</div>{{/Sentence Meaning}}',
        "{{Picture}}",
        "{{Sentence Audio}}",
      ]
    : [];
  // Conditional, so a word without a reading shows no empty line.
  const afmt = ["{{FrontSide}}", ...reading, "", "<hr id=answer>", "", "{{Translation}}", ...audio, ...context].join(
    "\n",
  );
  const reverseAfmt = ["{{FrontSide}}", "", "<hr id=answer>", "", "{{Term}}", ...reading, ...audio, ...context].join(
    "\n",
  );
  const tmpls = [template(TEMPLATE_NAME, 0, "{{Term}}", afmt)];
  if (layout.templates === 2) tmpls.push(template(REVERSE_TEMPLATE_NAME, 1, "{{Translation}}", reverseAfmt));
  const suffix = [
    layout.hasReading ? "Reading" : "",
    layout.hasAudio ? "Audio" : "",
    layout.hasContext ? "Sentence" : "",
  ]
    .filter(Boolean)
    .join(" + ");
  return {
    id,
    name: suffix ? `Vocabulary + ${suffix}` : "Vocabulary",
    type: 0,
    mod: modSecs,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls,
    flds: layout.fields.map(fieldJson),
    css: CSS,
    latexPre: LATEX_PRE,
    latexPost: LATEX_POST,
    latexsvg: false,
    tags: [],
    vers: [],
    // Anki 2.0 generates cards from this: card 0 exists when field 0 (Term) is not empty, card 1 with field 1.
    req: tmpls.map((t) => [t.ord, "any", [t.ord]]),
  };
}

/** Anki's cloze note type: one card per cloze number (ord N−1), from `{{cloze:Text}}`; Back Extra on the back. */
export const CLOZE_NOTE_TYPE_NAME = "Cloze";
export const CLOZE_FIELDS = ["Text", "Back Extra"] as const;

export function clozeNoteTypeJson(id: number, deckId: number, modSecs: number): Record<string, unknown> {
  const vocabulary = noteTypeJson(
    { fields: [...CLOZE_FIELDS], hasReading: false, hasAudio: false },
    id,
    deckId,
    modSecs,
  );
  return {
    ...vocabulary,
    name: CLOZE_NOTE_TYPE_NAME,
    type: 1,
    tmpls: [template("Cloze", 0, "{{cloze:Text}}", "{{cloze:Text}}<br>\n{{Back Extra}}")],
    css: `${CSS}.cloze {\n  font-weight: bold;\n  color: blue;\n}\n`,
    // Its cards come from the deletions of Text; Anki 2.0 reads this as "Text must not be empty".
    req: [[0, "any", [0]]],
  };
}

export function deckJson(
  id: number,
  name: string,
  descriptionHtml: string,
  modSecs: number,
  options: { conf?: number; desiredRetention?: number | null } = {},
): Record<string, unknown> {
  return {
    id,
    name,
    desc: descriptionHtml,
    mod: modSecs,
    usn: -1,
    dyn: 0,
    conf: options.conf ?? DECK_CONFIG_ID,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
    // The deck's own desired retention, overriding its preset's: Anki keeps it as a whole percentage.
    ...(options.desiredRetention != null ? { desiredRetention: Math.round(options.desiredRetention * 100) } : {}),
  };
}

/**
 * The collection's `conf` JSON, with the keys Anki's own schema-11 writer sets: the exported deck is the current
 * one, new cards continue after the last, and the scheduler is v2 with the 2021 (v3) scheduler on (`schedVer`,
 * `sched2021`). Without `schedVer: 2` Anki takes the collection for a v1 one and, on import, "upgrades" its
 * review log (learning Hard → Good, Good → Easy) and card types. `fsrs`: the cards carry FSRS memory states.
 */
export function collectionConfJson(deckId: number, modelId: number, nextPos: number, fsrs = false): string {
  return JSON.stringify({
    activeDecks: [deckId],
    curDeck: deckId,
    curModel: modelId,
    newSpread: 0,
    collapseTime: 1200,
    timeLim: 0,
    estTimes: true,
    dueCounts: true,
    nextPos,
    sortType: "noteFld",
    sortBackwards: false,
    addToCur: true,
    dayLearnFirst: false,
    schedVer: SCHEDULER_VERSION,
    sched2021: true,
    rollover: 4,
    fsrs,
  });
}

/** Anki's v2 scheduler, the one whose 4-button ratings and card types (3: relearning) the export writes. */
export const SCHEDULER_VERSION = 2;

/** Anki's default deck options; importers keep their own options with this id, older ones need it present. */
export function deckConfigJson(modSecs: number): Record<string, unknown> {
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

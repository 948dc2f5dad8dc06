/**
 * Every source of data the product ships, with its author and licence: the attributions that
 * `data/LICENSES.md` requires to be shown, in the product's words.
 */
export interface CreditEntry {
  /** What it gives the product. */
  what: string;
  source: string;
  url: string;
  author: string;
  licence: string;
  /** How we changed it, where we did. */
  changes?: string;
}

export const CREDITS: readonly CreditEntry[] = [
  {
    what: "Chinese word lists (HSK 1–6) and pinyin",
    source: "complete-hsk-vocabulary",
    url: "https://github.com/drkameleon/complete-hsk-vocabulary",
    author: "Yanis Zafirópulos",
    licence: "MIT",
  },
  {
    what: "English meanings of the Chinese words",
    source: "CC-CEDICT",
    url: "https://cc-cedict.org/wiki/",
    author: "MDBG and contributors",
    licence: "CC BY-SA 4.0",
    changes:
      "Adapted: shortened to the first senses, cross-references and labels removed, some rewritten by hand. The adapted meanings are under CC BY-SA 4.0 too.",
  },
  {
    what: "Japanese word lists (JLPT N5–N3): expressions, kana readings and meanings",
    source: "open-anki-jlpt-decks",
    url: "https://github.com/jamsinclair/open-anki-jlpt-decks",
    author: "Jamie Sinclair, based on the JLPT lists of tanos.co.uk (Jonathan Waller)",
    licence: "MIT",
    changes: "Separators normalised, notes removed from readings, some meanings tidied or rewritten by hand.",
  },
  {
    what: "Mandarin pronunciation recordings",
    source: "audio-cmn",
    url: "https://github.com/hugolpz/audio-cmn",
    author: "Voice of Yue Tan (SWAC / Shtooka recordings), curated by the audio-cmn project",
    licence: "CC BY-SA",
  },
  {
    what: "Chinese character stroke data for writing practice",
    source: "hanzi-writer-data",
    url: "https://github.com/chanind/hanzi-writer-data",
    author: "© Arphic Technology; data prepared by the Make Me a Hanzi and Hanzi Writer projects",
    licence: "Arphic Public License",
  },
  {
    what: "Spanish, French, German, Italian, Portuguese and Dutch word lists and translations",
    source: "Lexistep",
    url: "https://creativecommons.org/licenses/by-sa/4.0/",
    author: "Written for Lexistep",
    licence: "CC BY-SA 4.0",
  },
  {
    what: "Korean, Russian, Arabic and Turkish word lists, readings and translations",
    source: "Lexistep",
    url: "https://creativecommons.org/licenses/by-sa/4.0/",
    author: "Written for Lexistep",
    licence: "CC BY-SA 4.0",
  },
  {
    what: "The list of common passwords refused at sign-up",
    source: "zxcvbn-ts (@zxcvbn-ts/language-common)",
    url: "https://github.com/zxcvbn-ts/zxcvbn",
    author: "© 2012–2016 Dan Wheeler and Dropbox, Inc., © 2021 zxcvbn-ts",
    licence: "MIT",
  },
];

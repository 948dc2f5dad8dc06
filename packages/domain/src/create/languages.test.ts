import { describe, expect, it } from "vitest";
import { AUDIO_LANGUAGES } from "../audio/language-codes";
import { catalogueLanguageId, isLanguageCode, LANGUAGE_CODES, languageName, searchLanguages } from "./languages";

const NUL = String.fromCharCode(0);

/** The shipped catalogue: data/decks/<id>.json. */
const SHIPPED_DECK_IDS =
  "arabic chinese dutch french german italian japanese korean portuguese russian spanish turkish".split(" ");

/**
 * Every id as it is today. Ids end up in stored rows, so a runtime whose ICU names a language differently
 * must fail here, to be pinned in the override map, instead of quietly opening a second catalogue language.
 */
// biome-ignore format: a table, kept dense
const EVERY_ID: Record<string, string> = {
  aa: "afar", ab: "abkhazian", ae: "avestan", af: "afrikaans", ak: "akan", am: "amharic", an: "aragonese",
  ar: "arabic", as: "assamese", av: "avaric", ay: "aymara", az: "azerbaijani", ba: "bashkir", be: "belarusian",
  bg: "bulgarian", bi: "bislama", bm: "bambara", bn: "bangla", bo: "tibetan", br: "breton", bs: "bosnian",
  ca: "catalan", ce: "chechen", ch: "chamorro", co: "corsican", cr: "cree", cs: "czech", cu: "church-slavic",
  cv: "chuvash", cy: "welsh", da: "danish", de: "german", dv: "divehi", dz: "dzongkha", ee: "ewe", el: "greek",
  en: "english", eo: "esperanto", es: "spanish", et: "estonian", eu: "basque", fa: "persian", ff: "fula",
  fi: "finnish", fj: "fijian", fo: "faroese", fr: "french", fy: "western-frisian", ga: "irish",
  gd: "scottish-gaelic", gl: "galician", gn: "guarani", gu: "gujarati", gv: "manx", ha: "hausa", he: "hebrew",
  hi: "hindi", ho: "hiri-motu", hr: "croatian", ht: "haitian-creole", hu: "hungarian", hy: "armenian",
  hz: "herero", ia: "interlingua", id: "indonesian", ie: "interlingue", ig: "igbo", ii: "sichuan-yi",
  ik: "inupiaq", io: "ido", is: "icelandic", it: "italian", iu: "inuktitut", ja: "japanese", jv: "javanese",
  ka: "georgian", kg: "kongo", ki: "kikuyu", kj: "kuanyama", kk: "kazakh", kl: "kalaallisut", km: "khmer",
  kn: "kannada", ko: "korean", kr: "kanuri", ks: "kashmiri", ku: "kurdish", kv: "komi", kw: "cornish",
  ky: "kyrgyz", la: "latin", lb: "luxembourgish", lg: "ganda", li: "limburgish", ln: "lingala", lo: "lao",
  lt: "lithuanian", lu: "luba-katanga", lv: "latvian", mg: "malagasy", mh: "marshallese", mi: "maori",
  mk: "macedonian", ml: "malayalam", mn: "mongolian", mr: "marathi", ms: "malay", mt: "maltese", my: "burmese",
  na: "nauru", nb: "norwegian-bokmal", nd: "north-ndebele", ne: "nepali", ng: "ndonga", nl: "dutch",
  nn: "norwegian-nynorsk", no: "norwegian", nr: "south-ndebele", nv: "navajo", ny: "nyanja", oc: "occitan",
  oj: "ojibwa", om: "oromo", or: "odia", os: "ossetic", pa: "punjabi", pi: "pali", pl: "polish", ps: "pashto",
  pt: "portuguese", qu: "quechua", rm: "romansh", rn: "rundi", ro: "romanian", ru: "russian", rw: "kinyarwanda",
  sa: "sanskrit", sc: "sardinian", sd: "sindhi", se: "northern-sami", sg: "sango", si: "sinhala", sk: "slovak",
  sl: "slovenian", sm: "samoan", sn: "shona", so: "somali", sq: "albanian", sr: "serbian", ss: "swati",
  st: "southern-sotho", su: "sundanese", sv: "swedish", sw: "swahili", ta: "tamil", te: "telugu", tg: "tajik",
  th: "thai", ti: "tigrinya", tk: "turkmen", tl: "filipino", tn: "tswana", to: "tongan", tr: "turkish",
  ts: "tsonga", tt: "tatar", tw: "twi", ty: "tahitian", ug: "uyghur", uk: "ukrainian", ur: "urdu", uz: "uzbek",
  ve: "venda", vi: "vietnamese", vo: "volapuk", wa: "walloon", wo: "wolof", xh: "xhosa", yi: "yiddish",
  yo: "yoruba", za: "zhuang", zh: "chinese", zu: "zulu",
};

describe("LANGUAGE_CODES", () => {
  it("holds every ISO 639-1 code in use, once, in alphabetical order", () => {
    expect(LANGUAGE_CODES).toHaveLength(183);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
    expect([...LANGUAGE_CODES].sort()).toEqual([...LANGUAGE_CODES]);
    for (const code of LANGUAGE_CODES) expect(code).toMatch(/^[a-z]{2}$/);
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(["fi", "zh", "ja", "gd", "zu", "aa"]));
  });

  it("leaves out withdrawn codes and the old spellings of current ones", () => {
    for (const code of ["bh", "sh", "mo", "iw", "in", "ji", "jw"]) {
      expect(LANGUAGE_CODES as readonly string[]).not.toContain(code);
    }
  });

  it("gives every code a name of its own from Intl", () => {
    for (const code of LANGUAGE_CODES) expect(languageName(code)).not.toBe(code);
  });
});

describe("isLanguageCode", () => {
  it("accepts the listed codes only, exactly as written", () => {
    expect(isLanguageCode("fi")).toBe(true);
    expect(isLanguageCode("zh")).toBe(true);
    for (const value of ["FI", " fi", "fi ", "fin", "f", "", "fi-FI", "zh-Hans", "bh", "xx", `f${NUL}`, `fi${NUL}`]) {
      expect(isLanguageCode(value)).toBe(false);
    }
  });

  it("refuses values that are not strings", () => {
    for (const value of [null, undefined, 1, ["fi"], { code: "fi" }]) expect(isLanguageCode(value)).toBe(false);
  });
});

describe("languageName", () => {
  it("names the language in English by default", () => {
    expect(languageName("fi")).toBe("Finnish");
    expect(languageName("zh")).toBe("Chinese");
    expect(languageName("gd")).toBe("Scottish Gaelic");
  });

  it("names it in the language of the interface", () => {
    expect(languageName("de", "fr")).toBe("allemand");
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(languageName("fi", "ja")).toBe("フィンランド語");
  });

  it("falls back to the code when Intl has no name, and to English for a malformed locale", () => {
    expect(languageName("qq")).toBe("qq");
    expect(languageName("not a code")).toBe("not a code");
    expect(languageName("")).toBe("");
    expect(languageName("de", "!!not a locale")).toBe("German");
  });
});

describe("catalogueLanguageId", () => {
  it("maps every language the pronunciation table knows (the shipped decks' among them) to the id it uses", () => {
    expect(Object.keys(AUDIO_LANGUAGES)).toEqual(expect.arrayContaining(SHIPPED_DECK_IDS));
    for (const [id, { code }] of Object.entries(AUDIO_LANGUAGES)) expect(catalogueLanguageId(code)).toBe(id);
  });

  it("slugs the English name: lower case, accents dropped, other characters become one hyphen", () => {
    expect(catalogueLanguageId("fi")).toBe("finnish");
    expect(catalogueLanguageId("gd")).toBe("scottish-gaelic");
    expect(catalogueLanguageId("nb")).toBe("norwegian-bokmal");
    expect(catalogueLanguageId("mi")).toBe("maori");
    expect(catalogueLanguageId("lu")).toBe("luba-katanga");
  });

  it("keeps two codes Intl names alike apart", () => {
    expect(languageName("tw")).toBe(languageName("ak"));
    expect(catalogueLanguageId("ak")).toBe("akan");
    expect(catalogueLanguageId("tw")).toBe("twi");
  });

  it("gives every code a distinct id in the catalogue's id format", () => {
    const ids = LANGUAGE_CODES.map(catalogueLanguageId);
    expect(new Set(ids).size).toBe(LANGUAGE_CODES.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]{1,60}$/);
  });

  it("gives the same ids as always", () => {
    expect(Object.fromEntries(LANGUAGE_CODES.map((code) => [code, catalogueLanguageId(code)]))).toEqual(EVERY_ID);
  });

  it("still gives a valid id for a code outside the list", () => {
    expect(catalogueLanguageId("qq")).toBe("qq");
    expect(catalogueLanguageId("%%")).toMatch(/^[a-z0-9-]{1,60}$/);
  });
});

describe("searchLanguages", () => {
  it("gives every code in name order for an empty or blank query", () => {
    const all = searchLanguages("");
    expect(all).toHaveLength(LANGUAGE_CODES.length);
    expect(new Set(all)).toEqual(new Set(LANGUAGE_CODES));
    expect(all.slice(0, 4)).toEqual(["ab", "aa", "af", "ak"]);
    const names = all.map((code) => languageName(code));
    expect([...names].sort((a, b) => a.localeCompare(b, "en"))).toEqual(names);
    expect(searchLanguages("   ")).toEqual(all);
  });

  it("sorts the full list by the names the learner reads", () => {
    const french = searchLanguages("", "fr");
    const names = french.map((code) => languageName(code, "fr"));
    expect([...names].sort((a, b) => a.localeCompare(b, "fr"))).toEqual(names);
    expect(french.indexOf("de")).toBeLessThan(french.indexOf("en"));
  });

  it("puts the exact code first, then names that start with the query", () => {
    expect(searchLanguages("ja")).toEqual(["ja", "jv", "az", "gu", "ny", "pa"]);
    expect(searchLanguages("es").slice(0, 3)).toEqual(["es", "eo", "et"]);
  });

  it("ranks a name's start before a later word's start before any other part of it", () => {
    expect(searchLanguages("sa")).toEqual(["sa", "sm", "sg", "sc", "se", "as", "ha", "xh"]);
    expect(searchLanguages("gaelic")).toEqual(["gd"]);
    expect(searchLanguages("norw")).toEqual(["no", "nb", "nn"]);
  });

  it("ignores case, accents and surrounding spaces", () => {
    expect(searchLanguages("  MAORI ")).toEqual(["mi"]);
    expect(searchLanguages("bokmal")).toEqual(["nb"]);
    expect(searchLanguages("Bokmål")).toEqual(["nb"]);
    expect(searchLanguages("FI")[0]).toBe("fi");
  });

  it("finds by the code when no name holds the query", () => {
    expect(searchLanguages("tl")).toEqual(["tl"]);
    expect(languageName("tl")).toBe("Filipino");
    expect(searchLanguages("zh")).toEqual(["zh", "za"]);
  });

  it("matches names in the interface's language", () => {
    expect(searchLanguages("allem", "fr")).toEqual(["de"]);
    expect(searchLanguages("allem")).toEqual([]);
  });

  it("finds nothing for a query no name or code holds", () => {
    expect(searchLanguages("xyz")).toEqual([]);
    expect(searchLanguages(NUL)).toEqual([]);
  });
});

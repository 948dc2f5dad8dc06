/**
 * The languages a learner can choose for an own deck's terms and translations: ISO 639-1 codes, named by
 * the runtime's Intl data in whatever language the interface speaks.
 */

/**
 * Every ISO 639-1 code in use. "bh" (Bihari) is left out: it was withdrawn from the standard, and Intl
 * reads it as an alias of Bhojpuri, which would give a deck a language its author did not choose.
 */
// biome-ignore format: one row per initial letter keeps the list checkable by eye
export const LANGUAGE_CODES = [
  "aa", "ab", "ae", "af", "ak", "am", "an", "ar", "as", "av", "ay", "az",
  "ba", "be", "bg", "bi", "bm", "bn", "bo", "br", "bs",
  "ca", "ce", "ch", "co", "cr", "cs", "cu", "cv", "cy",
  "da", "de", "dv", "dz",
  "ee", "el", "en", "eo", "es", "et", "eu",
  "fa", "ff", "fi", "fj", "fo", "fr", "fy",
  "ga", "gd", "gl", "gn", "gu", "gv",
  "ha", "he", "hi", "ho", "hr", "ht", "hu", "hy", "hz",
  "ia", "id", "ie", "ig", "ii", "ik", "io", "is", "it", "iu",
  "ja", "jv",
  "ka", "kg", "ki", "kj", "kk", "kl", "km", "kn", "ko", "kr", "ks", "ku", "kv", "kw", "ky",
  "la", "lb", "lg", "li", "ln", "lo", "lt", "lu", "lv",
  "mg", "mh", "mi", "mk", "ml", "mn", "mr", "ms", "mt", "my",
  "na", "nb", "nd", "ne", "ng", "nl", "nn", "no", "nr", "nv", "ny",
  "oc", "oj", "om", "or", "os",
  "pa", "pi", "pl", "ps", "pt",
  "qu",
  "rm", "rn", "ro", "ru", "rw",
  "sa", "sc", "sd", "se", "sg", "si", "sk", "sl", "sm", "sn", "so", "sq", "sr", "ss", "st", "su", "sv", "sw",
  "ta", "te", "tg", "th", "ti", "tk", "tl", "tn", "to", "tr", "ts", "tt", "tw", "ty",
  "ug", "uk", "ur", "uz",
  "ve", "vi", "vo",
  "wa", "wo",
  "xh",
  "yi", "yo",
  "za", "zh", "zu",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

const codeSet: ReadonlySet<string> = new Set(LANGUAGE_CODES);

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && codeSet.has(value);
}

/**
 * Catalogue language ids that must not follow Intl's naming.
 *
 * The shipped catalogue's ids are stored in every learner's rows, so they are pinned here: a newer ICU
 * renaming a language must not open a second catalogue language beside them. Intl calls Twi "Akan" (the
 * macrolanguage that has its own code), which would put two codes under one id.
 */
const CATALOGUE_ID_OVERRIDES: Readonly<Partial<Record<LanguageCode, string>>> = {
  ar: "arabic",
  de: "german",
  es: "spanish",
  fr: "french",
  it: "italian",
  ja: "japanese",
  ko: "korean",
  nl: "dutch",
  pt: "portuguese",
  ru: "russian",
  tr: "turkish",
  zh: "chinese",
  tw: "twi",
};

const CATALOGUE_ID_MAX = 60;

// A server may be handed any Accept-Language; the cache stays small rather than growing with them.
const DISPLAY_NAMES_CACHE_MAX = 32;
const displayNamesCache = new Map<string, Intl.DisplayNames>();

function displayNames(displayLocale: string): Intl.DisplayNames {
  const cached = displayNamesCache.get(displayLocale);
  if (cached) return cached;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([displayLocale], { type: "language", fallback: "none" });
  } catch {
    // A malformed locale tag is no reason to show no names at all.
    names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  }
  if (displayNamesCache.size >= DISPLAY_NAMES_CACHE_MAX) displayNamesCache.clear();
  displayNamesCache.set(displayLocale, names);
  return names;
}

/** The language's name in `displayLocale` ("fi" → "Finnish", or "finnois" in French); the code when Intl has none. */
export function languageName(code: string, displayLocale = "en"): string {
  let name: string | undefined;
  try {
    name = displayNames(displayLocale).of(code);
  } catch {
    // `of` throws on strings that are not language subtags at all.
    name = undefined;
  }
  return name && name !== code ? name : code;
}

/** Lower case without accents, so "maori" finds "Māori" and "bokmal" finds "Bokmål". */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, CATALOGUE_ID_MAX)
    .replace(/-+$/, "");
}

/** The id of the catalogue language an own deck's sets belong to: its English name, slugged ("gd" → "scottish-gaelic"). */
export function catalogueLanguageId(code: string): string {
  const pinned = CATALOGUE_ID_OVERRIDES[code as LanguageCode];
  if (pinned) return pinned;
  return slug(languageName(code, "en")) || slug(code) || "unknown";
}

/**
 * Codes whose name (in `displayLocale`) or code contains `query`, ignoring case and accents. The code
 * typed exactly and the name typed exactly come first, then names that start with the query, then names
 * with a word that does, then the rest; equals are in name order. An empty query gives every code.
 */
export function searchLanguages(query: string, displayLocale = "en"): LanguageCode[] {
  const collator = new Intl.Collator(safeLocale(displayLocale));
  const wanted = fold(query.trim());
  const ranked: { code: LanguageCode; name: string; rank: number }[] = [];
  for (const code of LANGUAGE_CODES) {
    const name = languageName(code, displayLocale);
    const rank = wanted === "" ? 0 : matchRank(code, fold(name), wanted);
    if (rank !== null) ranked.push({ code, name, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
  return ranked.map((r) => r.code);
}

function matchRank(code: string, name: string, wanted: string): number | null {
  if (code === wanted || name === wanted) return 0;
  if (name.startsWith(wanted)) return 1;
  if (name.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(wanted))) return 2;
  if (name.includes(wanted)) return 3;
  if (code.includes(wanted)) return 4;
  return null;
}

function safeLocale(displayLocale: string): string {
  try {
    return Intl.Collator.supportedLocalesOf([displayLocale])[0] ?? "en";
  } catch {
    return "en";
  }
}

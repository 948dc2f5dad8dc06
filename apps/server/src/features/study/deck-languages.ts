import { catalogueLanguageId, languageName } from "@app/domain/create/languages";
import { languageDisplayName } from "@app/domain/decks/constants";
import { deckTypingKeys, type TypingKeys } from "@app/domain/study/typing-keys";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { languageDecks, ownDecks } from "../../db/schema";

/** Catalogue decks teach their language with English meanings. */
const CATALOGUE_TRANSLATION = "english";

export interface DeckLanguages {
  /** The language of the deck's words ("French"). */
  languageName: string;
  /** The language of their meanings ("English" for catalogue decks, an own deck's translation language). */
  translationLanguageName: string;
  /** The meanings' language tag for the page's `lang` ("en" for catalogue decks). */
  translationLang: string;
  typingKeys: TypingKeys;
}

/**
 * A session's languages: the names its prompts use and the keys under each kind of typed answer. An own
 * deck has a term and a translation language; the keys of each come from that language's catalogue row
 * (a language without one, or English, has none).
 */
export async function readDeckLanguages(
  db: Db,
  deck: { languageId: string; ownDeckId: string | null; specialCharacters: string[] },
): Promise<DeckLanguages> {
  let termName = languageDisplayName(deck.languageId);
  let translationId = CATALOGUE_TRANSLATION;
  let translationName = "English";
  let translationLang = "en";
  if (deck.ownDeckId) {
    const [own] = await db
      .select({ term: ownDecks.termLanguage, translation: ownDecks.translationLanguage })
      .from(ownDecks)
      .where(eq(ownDecks.id, deck.ownDeckId));
    if (own) {
      termName = languageName(own.term);
      translationId = catalogueLanguageId(own.translation);
      translationName = languageName(own.translation);
      translationLang = own.translation;
    }
  }
  const [translationRow] = await db
    .select({ characters: languageDecks.specialCharacters })
    .from(languageDecks)
    .where(eq(languageDecks.id, translationId));
  return {
    languageName: termName,
    translationLanguageName: translationName,
    translationLang,
    typingKeys: deckTypingKeys({
      termLanguageId: deck.languageId,
      termCharacters: deck.specialCharacters,
      translationLanguageId: translationId,
      translationCharacters: translationRow?.characters ?? [],
    }),
  };
}

import { catalogueLanguageId, languageName } from "@app/domain/create/languages";
import type { DbOrTx } from "../../db/database";
import { languageDecks } from "../../db/schema";

/**
 * The catalogue language an own deck's sets belong to, made on demand: a Finnish deck needs a `finnish`
 * row (flag and speech language) even though we ship no Finnish decks. Explore lists a language only when
 * it has listed decks, so a row made for a private deck stays out of sight.
 */
export async function ensureLanguageRow(tx: DbOrTx, code: string): Promise<string> {
  const id = catalogueLanguageId(code);
  // The likely region gives a flag and a speech voice ("fi" → FI, "fi-FI"); Intl knows it for every code.
  let region = "";
  try {
    region = new Intl.Locale(code).maximize().region ?? "";
  } catch {
    region = "";
  }
  await tx
    .insert(languageDecks)
    .values({
      id,
      flagCode: region.toLowerCase(),
      speechLang: region ? `${code}-${region}` : code,
      description: `Decks made by learners in ${languageName(code)}.`,
    })
    .onConflictDoNothing();
  return id;
}

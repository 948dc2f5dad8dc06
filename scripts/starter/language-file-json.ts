/**
 * Writes a starter language file, data/decks/<language>.json, in the layout every deck builder
 * shares: pretty JSON with one word per line, so that a data fix shows up as a one-line diff.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { StarterLanguageFile } from "../../apps/server/src/db/seed/starter-format";

export function formatLanguageFile(file: StarterLanguageFile): string {
  const { subDecks, ...header } = file;
  const headerJson = JSON.stringify(header, null, 2).replace(/\n}$/, "");
  const decks = subDecks.map((deck) => {
    const { words, ...deckHeader } = deck;
    const deckJson = JSON.stringify(deckHeader, null, 2).replace(/\n}$/, "").replace(/\n/g, "\n    ");
    const wordLines = words.map((word) => `        ${JSON.stringify(word)}`).join(",\n");
    return `    ${deckJson},\n      "words": [\n${wordLines}\n      ]\n    }`;
  });
  return `${headerJson},\n  "subDecks": [\n${decks.join(",\n")}\n  ]\n}\n`;
}

export function writeLanguageFile(path: string, file: StarterLanguageFile): void {
  const text = formatLanguageFile(file);
  // The custom layout must still be exactly the same data.
  if (JSON.stringify(JSON.parse(text)) !== JSON.stringify(file))
    throw new Error(`${path}: formatting changed the data`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text, "utf8");
}

import { describe, expect, it } from "vitest";
import { indexExports, rewriteIndexImports } from "./feature-index-imports";

const decksIndex = `/** Decks. */
export { useMyDecks } from "./hooks/useMyDecks";
export { deckKeys, type DeckKey } from "./query-keys";
export { formatCount as count } from "./lib/format";
export type { MyDeck, Word } from "./types";
`;
const index = { dir: "/app/src/features/decks", exports: indexExports(decksIndex) };
const indexOf = (specifier: string) =>
  specifier === "../../decks" || specifier === "../../decks/index" ? index : null;

describe("feature index imports", () => {
  it("reads the names an index re-exports and where each is held", () => {
    expect([...index.exports]).toEqual([
      ["useMyDecks", ["./hooks/useMyDecks", "useMyDecks"]],
      ["deckKeys", ["./query-keys", "deckKeys"]],
      ["DeckKey", ["./query-keys", "DeckKey"]],
      ["count", ["./lib/format", "formatCount"]],
      ["MyDeck", ["./types", "MyDeck"]],
      ["Word", ["./types", "Word"]],
    ]);
  });

  it("imports each name from the module that holds it, on as many lines as before", () => {
    const code = 'import {\n  type MyDeck,\n  count,\n  useMyDecks,\n} from "../../decks";\nconst x = 1;\n';
    const out = rewriteIndexImports(code, indexOf);
    expect(out).toBe(
      'import { type MyDeck } from "../../decks/types"; import { formatCount as count } from "../../decks/lib/format"; ' +
        'import { useMyDecks } from "../../decks/hooks/useMyDecks";\n\n\n\n\nconst x = 1;\n',
    );
    expect(out.split("\n")).toHaveLength(code.split("\n").length);
  });

  it("keeps type-only imports type-only, and reads an index named with /index", () => {
    expect(rewriteIndexImports('import type { Word } from "../../decks/index";', indexOf)).toBe(
      'import { type Word } from "../../decks/types";',
    );
  });

  it("leaves other imports, and an import naming something the index does not re-export, as they are", () => {
    const other = 'import { http } from "../../../lib/http";';
    const unknown = 'import { nothing } from "../../decks";';
    expect(rewriteIndexImports(other, indexOf)).toBe(other);
    expect(rewriteIndexImports(unknown, indexOf)).toBe(unknown);
  });
});

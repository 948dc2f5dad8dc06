import { describe, expect, it } from "vitest";
import { clozeItem, clozeNumbers } from "./cloze";
import { clozeNoteText } from "./cloze-text";

/** The items the importer makes of a text (clozeItem per number), as they are stored. */
function itemsOf(text: string) {
  return clozeNumbers(text).map((number) => {
    const item = clozeItem(text, number)!;
    return { number, sentence: item.sentence, answer: item.answer, hint: item.hint };
  });
}

describe("clozeNoteText", () => {
  it("rebuilds two clozes whose answers also appear elsewhere in the text, each where it was deleted", () => {
    const text = "Madrid is in Spain, and {{c1::Madrid}} is the capital of {{c2::Spain::country}}; Spain likes Madrid.";
    expect(clozeNoteText(itemsOf(text))).toBe(text);
  });

  it("rebuilds a number with several deletions, a hint on its first, and clozes side by side", () => {
    const text = "{{c1::der::article}} {{c2::Hund}} und {{c1::die}} {{c3::Katze}}";
    expect(clozeNoteText(itemsOf(text))).toBe(text);
  });

  it("rebuilds the items in any order, and a single cloze", () => {
    const text = "{{c1::Madrid}} is the capital of {{c2::Spain::country}}";
    expect(clozeNoteText(itemsOf(text).reverse())).toBe(text);
    expect(clozeNoteText(itemsOf("Water boils at {{c1::100 °C}}."))).toBe("Water boils at {{c1::100 °C}}.");
  });

  it("says null when the items do not belong to one text", () => {
    const a = itemsOf("{{c1::Madrid}} is the capital of {{c2::Spain}}")[0]!;
    const b = itemsOf("{{c1::Paris}} is the capital of {{c2::France}}")[1]!;
    expect(clozeNoteText([a, b])).toBeNull();
    expect(clozeNoteText([])).toBeNull();
  });
});

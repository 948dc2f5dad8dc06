import { expect, type Locator, test } from "@playwright/test";
import { addDeckFromExplore, tryItNow } from "./fixtures";

/** The words of an element's text that the layout split over two lines (each word measured alone). */
function splitWords(element: Locator): Promise<string[]> {
  return element.evaluate((node) => {
    const text = node.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) return ["(no text)"];
    const split: string[] = [];
    const value = text.textContent ?? "";
    for (const match of value.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) split.push(match[0]);
    }
    return split;
  });
}

for (const width of [1280, 1024, 375]) {
  test(`long words on the deck page's word cards are not broken mid-word (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await tryItNow(page);
    await addDeckFromExplore(page, "Italian", "Core words 301–400");
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    const card = page.getByRole("button", { name: /^l'aeroporto\b/ }).first();
    await expect(card).toBeVisible();
    const word = card.locator("span[lang]").first();
    await expect(word).toHaveText("l'aeroporto");
    expect(await splitWords(word)).toEqual([]);
  });
}

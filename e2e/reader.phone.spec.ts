import { expect, type Page, test } from "@playwright/test";
import { openCreateTab } from "./create-fixtures";
import { expectAccessibleInBothThemes } from "./fixtures";
import { journey, knowsTenSpanishWords } from "./journey";

/** How far the page scrolls sideways (0 or less: it fits the phone's width). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const PARAGRAPH = "El gato de la casa come pescado y duerme en la cama. La niña ve el gato en la casa y el gato come.";

test.describe("the reader at phone width", () => {
  test(
    "a text read on a phone: the result, a word's dialog and the plan for the text fit the screen and pass axe",
    journey({ timeout: 120_000, start: knowsTenSpanishWords }, async ({ page }) => {
      await page.reload();

      await openCreateTab(page);
      await page.getByRole("link", { name: "Read a text" }).click();
      await page.getByRole("textbox", { name: "Text" }).fill(PARAGRAPH);
      await page.getByRole("button", { name: "Read", exact: true }).click();
      await expect(page.getByTestId("share-today")).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // A word's dialog, opened by a tap, fits the screen.
      await page
        .getByRole("region", { name: "The text" })
        .getByRole("button", { name: /^gato:/i })
        .first()
        .click();
      const dialog = page.getByRole("dialog", { name: "gato" });
      await expect(dialog.getByTestId("recall-today")).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      // The plan for the text: its fields and button stay on the screen.
      const plan = page.getByRole("region", { name: "Plan for this text" });
      await plan.getByRole("button", { name: "Plan for this text" }).scrollIntoViewIfNeeded();
      await expect(plan.getByLabel("Comprehension to reach (%)")).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await expectAccessibleInBothThemes(page, "The reader on a phone");
    }),
  );
});

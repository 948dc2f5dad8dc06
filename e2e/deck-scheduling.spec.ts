import { expect, test } from "@playwright/test";
import { actAsDistinctClient, addDeckFromExplore, expectAccessibleInBothThemes, showTheme } from "./fixtures";
import { signUpWithForm } from "./front-door";

const PASSWORD = "Lantern-Sky-93";

test.describe("a deck's scheduling: Help me decide", () => {
  test("a new learner sees the chart and its table in both themes, sets 85 % and finds it again", async ({ page }) => {
    test.setTimeout(90_000);
    // From the front door: sign up, follow the mailed link.
    await actAsDistinctClient(page);
    await page.goto("/?view=signup");
    await signUpWithForm(page, "r", PASSWORD);

    await addDeckFromExplore(page, "Chinese", "HSK 1 · Part 1");
    await expect(page.getByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Help me decide" }).click();
    const dialog = page.getByRole("dialog", { name: "Scheduling" });
    await expect(dialog.getByText(/^Simulated \d+ choices\.$/)).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText("Current choice: 90 % (your default).")).toBeVisible();
    // One choice recommended, with its reason.
    await expect(dialog.getByText(/^Recommended: \d+ %\.$/)).toBeVisible();
    await expect(dialog.getByText(/among the choices that keep at least 95 % of the most words known/)).toBeVisible();
    const charts = dialog.getByTestId("plot-chart");
    await expect(charts).toHaveCount(2);
    await expect(charts.first().locator("svg")).toBeVisible();

    // The numbers behind the chart, as a table.
    await dialog.getByText("Show as table").first().click();
    const table = dialog.getByRole("table", { name: "Minutes a day (average over a year)" });
    await expect(table).toBeVisible();
    await expect(table.getByRole("cell", { name: "90 % (current)" })).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(12);

    for (const theme of ["light", "dark"] as const) {
      await showTheme(page, theme);
      await expect(charts.first().locator("svg")).toBeVisible();
      await expect(table).toBeVisible();
    }
    await expectAccessibleInBothThemes(page, "Help me decide");

    // 85 %, saved; the chart marks it.
    await dialog.getByLabel("Desired retention (%)").fill("85");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Saved. This deck's next reviews follow these settings.")).toBeVisible();
    await expect(table.getByRole("cell", { name: "85 % (current)" })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Away and back by clicks: the deck keeps 85 %.
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.getByRole("link", { name: /HSK 1 · Part 1/ }).click();
    await expect(page.getByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Help me decide" }).click();
    await expect(page.getByRole("dialog", { name: "Scheduling" }).getByLabel("Desired retention (%)")).toHaveValue(
      "85",
    );
  });
});

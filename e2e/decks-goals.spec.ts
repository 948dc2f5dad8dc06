import { expect, test } from "@playwright/test";
import { tryItNow } from "./fixtures";

test.describe("daily goals", () => {
  test("changing the goal level persists after a reload", async ({ page }) => {
    await tryItNow(page);
    const goals = page.getByRole("region", { name: "Daily Goals" });
    await expect(goals.getByText("Beginner goal for today")).toBeVisible();
    await expect(goals.getByText("0/5")).toBeVisible();
    await expect(goals.getByText("0/20")).toBeVisible();

    await goals.getByRole("button", { name: "Edit goals" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Your Goals" });
    await expect(dialog.getByText("Learn 15 · Review 50 per day")).toBeVisible();
    await dialog.getByRole("radio", { name: /Intermediate/ }).check();
    await dialog.getByRole("button", { name: "Save Goals" }).click();
    await expect(dialog).toBeHidden();
    // Focus goes back to the edit button.
    await expect(goals.getByRole("button", { name: "Edit goals" })).toBeFocused();
    await expect(goals.getByText("0/15")).toBeVisible();

    await page.reload();
    await expect(goals.getByText("Intermediate goal for today")).toBeVisible();
    await expect(goals.getByText("0/15")).toBeVisible();
    await expect(goals.getByText("0/50")).toBeVisible();
  });

  test("the latest updates show the three newest", async ({ page }) => {
    await tryItNow(page);
    const updates = page.getByRole("region", { name: "Latest Updates" });
    await expect(updates.getByRole("listitem")).toHaveCount(3);
  });
});

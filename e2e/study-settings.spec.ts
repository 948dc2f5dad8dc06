import { expect, test } from "@playwright/test";
import { addDeckViaApi, deckWithLearnedWords, deckWords, seriousAxeViolations, studyUntilOverview } from "./fixtures";
import { journey } from "./journey";

const DECK = "spanish-core-1";

async function settings(page: import("@playwright/test").Page) {
  return (await page.request.get("/api/me/fsrs-settings")).json();
}

test.describe("study settings", () => {
  test(
    "Study Preferences ask before changing; the session follows them (AUTOMATIC: no rating card, Typing only)",
    journey({ timeout: 120_000 }, async ({ page }) => {
      await addDeckViaApi(page, DECK);

      await page.goto("/settings");
      const algorithm = page.getByLabel("Review Algorithm");
      await expect(algorithm).toHaveValue("MANUAL");
      await algorithm.selectOption("AUTOMATIC");
      const dialog = page.getByRole("dialog", { name: "Change review algorithm?" });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toBeHidden();
      await expect(algorithm).toHaveValue("MANUAL");
      expect((await settings(page)).studyAlgorithm).toBe("MANUAL");

      await algorithm.selectOption("AUTOMATIC");
      await page.getByRole("dialog").getByRole("button", { name: "Confirm Change" }).click();
      await expect(page.getByText("Review algorithm updated successfully!")).toBeVisible();
      await expect(algorithm).toHaveValue("AUTOMATIC");

      await page.getByLabel("Study Type").selectOption("Typing");
      await expect(page.getByRole("dialog", { name: "Change study type?" })).toBeVisible();
      await page.getByRole("dialog").getByRole("button", { name: "Confirm Change" }).click();
      await expect(page.getByText("Study type updated successfully!")).toBeVisible();
      expect(await settings(page)).toMatchObject({ studyAlgorithm: "AUTOMATIC", studyType: "Typing" });
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A Learn New session now types every answer and asks for no difficulty rating.
      const words = await deckWords(page, DECK);
      await page.goto(`/study/learn-new/${DECK}`);
      for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();
      const { formats, answers, ratingCards } = await studyUntilOverview(page, words, 30);
      expect([...formats]).toEqual(["typing"]);
      expect(answers).toBe(25);
      expect(ratingCards).toBe(0);
      await expect(page.getByText("Progress saved")).toBeVisible();
    }),
  );

  test(
    "/fsrs-settings: edit with validation, Update Cards, Optimize Parameters, save and reset",
    journey({ timeout: 90_000 }, async ({ page }) => {
      await deckWithLearnedWords(page, DECK, 5, { alreadyKnow: true });

      await page.goto("/settings");
      await page.getByRole("link", { name: "Scheduling Settings" }).click();
      await expect(page).toHaveURL(/\/fsrs-settings$/);
      for (const card of ["Review Timing", "Difficulty Ratings", "Learning Steps", "Optimization"]) {
        await expect(page.getByRole("heading", { name: card })).toBeVisible();
      }
      const save = page.getByRole("button", { name: "Save Settings" });
      await expect(save).toBeDisabled();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Validation beside the field; Save stays off while it is wrong.
      const interval = page.getByLabel("Maximum Interval (days)");
      await interval.fill("0");
      await expect(page.getByText("Maximum interval must be between 1 and 36500 days")).toBeVisible();
      await expect(save).toBeDisabled();
      await interval.fill("3650");
      await expect(page.getByText("Maximum interval must be between 1 and 36500 days")).toBeHidden();
      await expect(save).toBeEnabled();
      // Back to the saved value: nothing to save.
      await interval.fill("36500");
      await expect(save).toBeDisabled();

      const retention = page.getByRole("slider", { name: "Desired Retention" });
      await retention.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(retention).toHaveAttribute("aria-valuetext", "85 %");
      await page.getByRole("switch", { name: "Reinforce New Words" }).click();
      await expect(page.getByRole("switch", { name: "Reinforce New Words" })).toHaveAttribute("aria-checked", "false");
      await expect(save).toBeEnabled();

      // Update Cards: Confirm Update appears only once a sub-deck is chosen.
      await page.getByRole("button", { name: "Update Cards" }).click();
      const chooser = page.getByRole("dialog", { name: "Update Cards" });
      await expect(chooser).toBeVisible();
      await expect(chooser.getByRole("button", { name: "Confirm Update" })).toHaveCount(0);
      await chooser.getByRole("radio", { name: "Core words 1–100" }).check();
      await chooser.getByRole("button", { name: "Confirm Update" }).click();
      await expect(page.getByText("Updated 5 words in subdeck with new review times")).toBeVisible();
      await expect(chooser).toBeHidden();

      // Optimize Parameters is a real request; with too few reviews the server says why.
      await page.getByRole("button", { name: "Optimize Parameters" }).click();
      await expect(page.getByText(/^Need at least 50 reviews to optimize parameters \(you have \d+\)$/)).toBeVisible();

      // Edits survived all that; save them.
      await expect(retention).toHaveAttribute("aria-valuetext", "85 %");
      await save.click();
      await expect(page.getByText("FSRS settings updated successfully!")).toBeVisible();
      await expect(page).toHaveURL(/\/home(\?|$)/);
      expect(await settings(page)).toMatchObject({ requestRetention: 0.85, reinforceNewCards: false });

      // Reset to Defaults.
      await page.goto("/fsrs-settings");
      await expect(page.getByRole("slider", { name: "Desired Retention" })).toHaveAttribute("aria-valuetext", "85 %");
      await page.getByRole("button", { name: "Reset to Defaults" }).click();
      await expect(page.getByText("FSRS settings reset to defaults!")).toBeVisible();
      await expect(page.getByRole("slider", { name: "Desired Retention" })).toHaveAttribute("aria-valuetext", "90 %");
      await expect(page.getByRole("switch", { name: "Reinforce New Words" })).toHaveAttribute("aria-checked", "true");
      expect(await settings(page)).toMatchObject({ requestRetention: 0.9, reinforceNewCards: true });

      // The back chevron goes home.
      await page.getByRole("link", { name: "Back to Home" }).click();
      await expect(page).toHaveURL(/\/home(\?|$)/);
    }),
  );
});

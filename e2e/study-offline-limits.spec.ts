import { expect, test } from "@playwright/test";
import { deviceRecords } from "./device-db";
import { addDeckFromExplore, deckWords, studyUntilOverview } from "./fixtures";
import { journey } from "./journey";
import { keptWithLearnedWords, markAllKnown } from "./offline-journey";

interface KeptLimits {
  subDeckId: string;
  learned: { dailyLimits?: { reviewsPerDay: number | null } };
}

test.describe("studying offline within the deck's daily limits", () => {
  test(
    "a reviews limit of 2 set in the deck's Scheduling: offline Review asks 2 words, then says today's limit is reached",
    journey({ timeout: 180_000 }, async ({ page, context }) => {
      const deckId = await addDeckFromExplore(page, "French", "Core words 1–100");
      const words = await deckWords(page, deckId);
      await page.getByRole("link", { name: "Learn New" }).click();
      await markAllKnown(page, 5);
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await expect(page.getByText(/^5 learned/)).toBeVisible();

      // The deck's own limit, set where a learner sets it.
      await page.getByRole("button", { name: "Help me decide" }).click();
      const dialog = page.getByRole("dialog", { name: "Scheduling" });
      await dialog.getByLabel("Reviews a day").fill("2");
      await dialog.getByRole("button", { name: "Save" }).click();
      await expect(dialog.getByText("Saved. This deck's next reviews follow these settings.")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      // The deck's copy on the device is read again after the save: it holds the new limit.
      await page.getByRole("link", { name: "Back to Home" }).click();
      await keptWithLearnedWords(page, deckId, 5);
      await expect
        .poll(
          async () => {
            const copies = (await deviceRecords(page, "decks")) as KeptLimits[];
            return copies.find((c) => c.subDeckId === deckId)?.learned.dailyLimits?.reviewsPerDay ?? null;
          },
          { timeout: 20_000 },
        )
        .toBe(2);
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
        .toBe(true);

      // Reopening the app with no network, then tapping through to Review.
      await context.setOffline(true);
      await page.reload();
      const card = page.getByRole("article", { name: /Core words 1–100/ });
      await card.getByRole("link", { name: /Core words 1–100/ }).click();
      await expect(page.getByTestId("offline-copy-note")).toBeVisible();
      await page.getByRole("link", { name: "Review", exact: true }).click();
      await expect(page.getByText(/^Studying offline/)).toBeVisible();
      const { answers } = await studyUntilOverview(page, words);
      expect(answers).toBe(2);
      await expect(page.getByTestId("queued-sessions")).toHaveText(/1 session kept on this device/);

      // The session waits on the device to be saved; it counts against the limit all the same.
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await page.getByRole("link", { name: "Review", exact: true }).click();
      await expect(page.getByText("Today's limit reached")).toBeVisible();
      await context.setOffline(false);
    }),
  );
});

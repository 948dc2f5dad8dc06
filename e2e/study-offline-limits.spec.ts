import { expect, test } from "@playwright/test";
import { deviceKeys } from "./device-db";
import { guestWithLearnedWords, studyUntilOverview } from "./fixtures";
import { controlledByServiceWorker } from "./service-worker";

const DECK = "spanish-core-1";

test.describe("studying offline within the deck's daily limits", () => {
  test("a reviews limit of 2: offline Review asks 2 words, then says today's limit is reached", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const words = await guestWithLearnedWords(page, DECK, 4, { alreadyKnow: true });
    const origin = new URL(page.url()).origin;
    const limit = await page.request.put(`/api/me/decks/${DECK}/scheduling`, {
      headers: { origin },
      data: { desiredRetention: null, newPerDay: null, reviewsPerDay: 2 },
    });
    expect(limit.ok()).toBe(true);
    await page.goto("/home");
    await controlledByServiceWorker(page);
    await expect
      .poll(async () => (await deviceKeys(page, "decks")).filter((k) => k.endsWith(`|${DECK}`)).length, {
        timeout: 15_000,
      })
      .toBe(1);

    await context.setOffline(true);
    await page.goto(`/study/review/${DECK}`);
    await expect(page.getByText(/^Studying offline/)).toBeVisible();
    const { answers } = await studyUntilOverview(page, words);
    expect(answers).toBe(2);

    // The session waits on the device to be saved; it counts against the limit all the same.
    await page.goto(`/study/review/${DECK}`);
    await expect(page.getByText("Today's limit reached")).toBeVisible();
    await context.setOffline(false);
  });
});

import { expect, type Page, test } from "@playwright/test";
import {
  actAsDistinctClient,
  addDeckFromExplore,
  deckWords,
  seriousAxeViolations,
  studyUntilOverview,
} from "./fixtures";
import { signUpWithForm } from "./front-door";
import { journey } from "./journey";

const PASSWORD = "Lantern-Sky-93";

/** Home, the way a learner goes there: the main navigation. */
async function openHome(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(/\/home/);
}

/** A deck's page from its card on Home. */
async function openDeckFromHome(page: Page, name: string): Promise<void> {
  await openHome(page);
  const card = page.getByRole("article", { name: new RegExp(name) });
  await card
    .getByRole("link", { name: new RegExp(name) })
    .first()
    .click();
  await expect(page).toHaveURL(/\/decks\//);
}

/** Sign-up from the front door: the title view, LOGIN, "Sign up", the mailed link; ends on /home. */
async function signUpFromFrontDoor(page: Page): Promise<void> {
  await actAsDistinctClient(page);
  await page.goto("/");
  await page.getByRole("button", { name: "LOGIN" }).click();
  await page.getByRole("link", { name: "Sign up" }).click();
  await signUpWithForm(page, "x", PASSWORD);
}

/** A calendar day about four months after the browser's today, as the date field takes it. */
async function dayFourMonthsAhead(page: Page): Promise<string> {
  return page.evaluate(() => {
    const day = new Date();
    day.setDate(day.getDate() + 120);
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  });
}

test.describe("exam planner", () => {
  test(
    "sign up, add an HSK deck, set an exam date, study the plan's words, see Home's status",
    journey({ timeout: 180_000, start: signUpFromFrontDoor }, async ({ page, context }) => {
      const deckId = await addDeckFromExplore(page, "Chinese", "HSK 1 · Part 1");

      // The deck page offers an exam date; the planner answers as the learner types.
      const section = page.getByRole("region", { name: "Exam date" });
      await expect(section.getByText(/Set the date of your exam/)).toBeVisible();
      await section.getByRole("button", { name: "Set exam date" }).click();
      const dialog = page.getByRole("dialog", { name: "Exam date" });
      await expect(dialog.getByLabel("Target (% of the deck)")).toHaveValue("90");
      await dialog.getByLabel("Exam date").fill(await dayFourMonthsAhead(page));
      const sentence = dialog.getByTestId("exam-plan-sentence");
      await expect(sentence).toContainText(/new words? a day: you will know \d+ % by/, { timeout: 30_000 });
      const newPerDay = Number((await sentence.textContent())?.match(/^(\d+) new words? a day/)?.[1]);
      expect(newPerDay).toBeGreaterThan(0);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A cap too small says plainly what it reaches, and what the target would take.
      await dialog.getByLabel("Minutes a day at most").fill("1");
      await expect(sentence).toContainText(
        /^At 1 minute a day you will know \d+ % by .+; (\d+ minutes a day reaches 90 %|no pace)/,
        {
          timeout: 30_000,
        },
      );
      await dialog.getByLabel("Minutes a day at most").fill("0");
      await expect(dialog.getByText("Allow at least 1 minute a day.")).toBeVisible();
      await dialog.getByLabel("Minutes a day at most").fill("30");
      await expect(sentence).toContainText(new RegExp(`^${newPerDay} new words? a day`), { timeout: 30_000 });
      await dialog.getByRole("button", { name: "Save plan" }).click();
      await expect(page.getByText("Exam plan saved.")).toBeVisible();
      await expect(section.getByTestId("exam-plan-status")).toHaveText(/^On track: \d+ % expected by /);
      // A new learner's memory is the default model's: the forecast comes with its runs' range, which holds it.
      const shown = Number(/(\d+) %/.exec((await section.getByTestId("exam-plan-status").textContent()) ?? "")?.[1]);
      const range = /^Likely (\d+)–(\d+) %/.exec((await section.getByTestId("exam-plan-range").textContent()) ?? "");
      expect(Number(range?.[1])).toBeLessThanOrEqual(shown);
      expect(Number(range?.[2])).toBeGreaterThanOrEqual(shown);

      // Dark theme too.
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => document.documentElement.classList.remove("dark"));

      // Learn New holds to the plan: five at a time ("Learn 5 more"), until the plan's words for today are in.
      const words = await deckWords(page, deckId);
      await page.getByRole("link", { name: "Learn New" }).click();
      for (let left = newPerDay; left > 0; ) {
        const size = Math.min(5, left);
        await expect(page.getByText(`New word 1 of ${size}`)).toBeVisible();
        for (let i = 1; i <= size; i++) await page.getByRole("button", { name: "Next" }).click();
        await studyUntilOverview(page, words, 20 * size);
        await expect(page.getByText("Progress saved")).toBeVisible();
        left -= size;
        if (left > 0) await page.getByRole("link", { name: "Learn 5 more" }).click();
      }
      // Today's share is learned: more only when the learner asks for it, and Back to Deck is the way on.
      await expect(page.getByRole("link", { name: "Learn 5 more" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Learn 5 beyond today's plan" })).toBeVisible();
      await page.getByRole("link", { name: "Back to Deck" }).click();
      await page.getByRole("link", { name: "Learn New" }).click();
      await expect(page.getByText("Today's planned words are learned")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("link", { name: "Learn 5 beyond today's plan" }).click();
      await expect(page.getByText("New word 1 of 5")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(new RegExp(`/decks/${deckId}$`));

      // Home: the deck's card says how the plan stands.
      await openHome(page);
      const card = page.getByRole("article", { name: /HSK 1 · Part 1/ });
      await expect(card.getByTestId("exam-plan-status")).toHaveText(/^On track: \d+ % expected by /);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // The deck's page says what Home says, today's forecast, with its range.
      const homeLine = (await card.getByTestId("exam-plan-status").textContent()) ?? "";
      await openDeckFromHome(page, "HSK 1 · Part 1");
      await expect(section.getByTestId("exam-plan-status")).toHaveText(homeLine);
      await expect(section.getByTestId("exam-plan-range")).toHaveText(/^Likely \d+–\d+ %/);

      // With no network the deck page still shows the plan, as this device kept it, and offers no change.
      await expect
        .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 })
        .toBe(true);
      await context.setOffline(true);
      await page.goto("/");
      await openDeckFromHome(page, "HSK 1 · Part 1");
      await expect(section.getByTestId("exam-plan-status")).toHaveText(/^On track: \d+ % expected by /);
      await expect(section.getByTestId("exam-plan-offline")).toBeVisible();
      await expect(section.getByText("Your exam plan could not be loaded.")).toHaveCount(0);
      await expect(section.getByRole("button", { name: "Change exam plan" })).toBeDisabled();
      await context.setOffline(false);
      // Back online the plan is read again and can be changed.
      await expect(section.getByRole("button", { name: "Change exam plan" })).toBeEnabled({ timeout: 30_000 });

      // Removing the plan puts the deck back to its usual pace.
      await openDeckFromHome(page, "HSK 1 · Part 1");
      await section.getByRole("button", { name: "Change exam plan" }).click();
      await dialog.getByRole("button", { name: "Remove plan" }).click();
      await expect(page.getByText("Exam plan removed.")).toBeVisible();
      await expect(section.getByRole("button", { name: "Set exam date" })).toBeVisible();
    }),
  );
});

test.describe("exam planner over several decks", () => {
  test(
    "plan two decks together from a deck page by clicking, see each deck's share and Home's one status",
    journey({ timeout: 180_000, start: signUpFromFrontDoor }, async ({ page }) => {
      await addDeckFromExplore(page, "Chinese", "HSK 1 · Part 2");
      await addDeckFromExplore(page, "Chinese", "HSK 1 · Part 1");

      // On Part 1's page: the Exam date dialog offers the learner's other decks.
      const section = page.getByRole("region", { name: "Exam date" });
      await section.getByRole("button", { name: "Set exam date" }).click();
      const dialog = page.getByRole("dialog", { name: "Exam date" });
      const others = dialog.getByRole("group", { name: "Also plan other decks" });
      await others.getByRole("checkbox", { name: /HSK 1 · Part 2/ }).check();
      await dialog.getByLabel("Exam date").fill(await dayFourMonthsAhead(page));
      const sentence = dialog.getByTestId("exam-plan-sentence");
      await expect(sentence).toContainText(/new words? a day: you will know \d+ % by/, { timeout: 30_000 });
      const total = Number((await sentence.textContent())?.match(/^(\d+) new words? a day/)?.[1]);
      const shares = dialog.getByTestId("exam-plan-decks").getByRole("listitem");
      await expect(shares).toHaveCount(2);
      await expect(shares.nth(0)).toContainText("HSK 1 · Part 1");
      await expect(shares.nth(1)).toContainText("HSK 1 · Part 2");
      const share = async (i: number) => Number(await shares.nth(i).locator("span").last().textContent());
      expect((await share(0)) + (await share(1))).toBe(total);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => document.documentElement.classList.add("dark"));
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.evaluate(() => document.documentElement.classList.remove("dark"));

      await dialog.getByRole("button", { name: "Save plan" }).click();
      await expect(page.getByText("Exam plan saved.")).toBeVisible();
      await expect(section.getByTestId("exam-plan-status")).toHaveText(/^On track: \d+ % expected by /);

      // Home: one status line for the plan, on the card of the deck it was made on, naming both decks.
      await openHome(page);
      await expect(page.getByTestId("exam-plan-status")).toHaveCount(1);
      const card = page.getByRole("article", { name: /HSK 1 · Part 1/ });
      await expect(card.getByTestId("exam-plan-status")).toHaveText(/^On track: \d+ % expected by /);
      await expect(card.getByText("Exam plan for HSK 1 · Part 1 + HSK 1 · Part 2")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Part 2's page shows the same plan; removing it there removes it from both decks, as the dialog says.
      await openDeckFromHome(page, "HSK 1 · Part 2");
      await section.getByRole("button", { name: "Change exam plan" }).click();
      await expect(dialog.getByRole("checkbox", { name: /HSK 1 · Part 1/ })).toBeChecked();
      await expect(
        dialog.getByText(/This plan covers 2 decks: removing it here removes it from all of them/),
      ).toBeVisible();
      await dialog.getByRole("button", { name: "Remove plan" }).click();
      await expect(page.getByText("Exam plan removed.")).toBeVisible();
      await openDeckFromHome(page, "HSK 1 · Part 1");
      await expect(section.getByRole("button", { name: "Set exam date" })).toBeVisible();
    }),
  );
});

import { expect, type Page, test } from "@playwright/test";
import { addDeckViaApi, guestWithLearnedWords, seriousAxeViolations, tryItNow } from "./fixtures";

const DECK = "spanish-core-1";
const WRITING_DECK = "chinese-hsk1-characters-1";

/** The study screen needs no scrolling, and what the learner needs now is inside the viewport. */
async function expectFits(page: Page, mustSee: string[]) {
  const screen = page.getByTestId("study-screen");
  const overflow = await screen.evaluate((el) => ({
    screen: el.scrollHeight - el.clientHeight,
    page: document.documentElement.scrollHeight - window.innerHeight,
    wide: document.documentElement.scrollWidth - window.innerWidth,
  }));
  expect(overflow.screen, "the study screen scrolls").toBeLessThanOrEqual(1);
  expect(overflow.page, "the page scrolls").toBeLessThanOrEqual(1);
  expect(overflow.wide, "the page scrolls sideways").toBeLessThanOrEqual(0);
  for (const name of mustSee) {
    await expect(page.getByRole("button", { name, exact: true }).first(), name).toBeInViewport({ ratio: 1 });
  }
  await expect(
    page
      .getByTestId("study-prompt")
      .or(page.getByRole("button", { name: "Play pronunciation" }))
      .first(),
  ).toBeInViewport();
}

/** Every button and field on the study screen is at least 44 × 44 px. */
async function expectTouchTargets(page: Page) {
  const small = await page.getByTestId("study-screen").evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>("button, input, a, select, textarea")]
      .filter((el) => el.offsetParent !== null && !el.closest(".sr-only"))
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => box.height < 44 || (el.tagName !== "INPUT" && box.width < 44))
      .map(
        ({ el, box }) =>
          `${el.tagName} "${el.getAttribute("aria-label") ?? el.textContent}" ${box.width}x${box.height}`,
      ),
  );
  expect(small).toEqual([]);
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 360, height: 640 },
]) {
  test(`the study screen fits a ${viewport.width}×${viewport.height} phone without scrolling, in the dark theme`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const words = await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });

    await page.goto(`/study/review/${DECK}`);
    const formats = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const typing = page.getByRole("textbox", { name: "Type the English meaning" });
      const choices = page.getByRole("group", { name: /Choose the/ });
      await expect(typing.or(choices)).toBeVisible();
      const prompt = (await page.getByTestId("study-prompt").textContent())?.trim() ?? "";
      const byOriginal = words.find((w) => w.originalWord === prompt);
      if (await typing.isVisible()) {
        formats.add("typing");
        await expectFits(page, ["Submit", "Exit session"]);
        await expect(typing).toBeInViewport({ ratio: 1 });
        await expectTouchTargets(page);
        if (formats.size === 1) expect(await seriousAxeViolations(page)).toEqual([]);
        await typing.fill(byOriginal!.translation);
        await typing.press("Enter");
      } else {
        formats.add("multiple-choice");
        const options = choices.getByRole("button");
        await expect(options.last()).toBeInViewport({ ratio: 1 });
        await expectFits(page, ["Exit session"]);
        await expectTouchTargets(page);
        const answer = byOriginal ? byOriginal.translation : words.find((w) => w.translation === prompt)!.originalWord;
        const labels = (await options.allTextContents()).map((t) => t.replace(/^\d/, "").trim());
        await options.nth(labels.indexOf(answer)).click();
      }
      await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
      await expectFits(page, ["Continue"]);
      await expectTouchTargets(page);
      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page.getByText("How difficult was this word?")).toBeVisible();
      await expectFits(page, ["Again", "Hard", "Good", "Easy"]);
      // Each rating says when the word comes back. These words were marked known (in review, one review old):
      // Again relearns them in 10 minutes; a young word comes back within 2 days whatever else it is rated.
      await expect(page.getByTestId("rating-interval")).toHaveText([
        "Next review in 10 min",
        "Next review in 2 days",
        "Next review in 2 days",
        "Next review in 2 days",
      ]);
      await expectTouchTargets(page);
      if (i === 0) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: /^Good/ }).click();
    }
    await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("a writing deck's Learn New fits a 360×640 phone: the 300 px drawing area and every control without scrolling", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 640 });
  await tryItNow(page);
  await addDeckViaApi(page, WRITING_DECK);
  await page.goto(`/study/learn-new/${WRITING_DECK}`);
  const area = page.getByRole("group", { name: /^Drawing area/ });
  // Every presented word: their meanings differ in length.
  for (let i = 1; i <= 5; i++) {
    await expect(page.getByText(`New word ${i} of 5`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Animate" })).toBeEnabled();
    expect(await area.boundingBox()).toMatchObject({ width: 300, height: 300 });
    await expect(area).toBeInViewport({ ratio: 1 });
    await expectFits(page, ["Exit session", "Animate", "Hide outline", "Next", "Already know? Mark as learned!"]);
    await expectTouchTargets(page);
    await page.getByRole("button", { name: "Next" }).click();
  }
  // The first test: the character written from its meaning.
  await expect(page.getByText("Write the character for this meaning")).toBeVisible();
  await expect(page.getByRole("button", { name: "Animate" })).toBeEnabled();
  await expect(area).toBeInViewport({ ratio: 1 });
  await expectFits(page, ["Exit session", "Animate", "Reveal outline", "Already know? Mark as learned!"]);
  await expectTouchTargets(page);
});

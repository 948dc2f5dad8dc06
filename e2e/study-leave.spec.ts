import { expect, type Page, test } from "@playwright/test";
import { ageDrafts, deviceRecords } from "./device-db";
import { answerStudyPrompt, type DeckWord, guestWithLearnedWords, setServerClock } from "./fixtures";

const DECK = "spanish-core-1";

/** Answers `count` prompts of the running session (answer, Continue, a rating when asked). */
async function answerSome(page: Page, words: readonly DeckWord[], count: number) {
  for (let i = 0; i < count; i++) {
    await answerStudyPrompt(page, words);
    await page.getByRole("button", { name: "Continue" }).click();
    const rating = page.getByText("How difficult was this word?");
    await expect(rating.or(page.getByTestId("study-prompt")).first()).toBeVisible();
    if (await rating.isVisible()) await page.keyboard.press("3");
  }
}

async function reviewedToday(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/me/daily-goals")).json()) as { reviewed: number }).reviewed;
}

test.describe("leaving a session midway never loses its answers", () => {
  test.afterEach(async ({ page }) => {
    await setServerClock(page, 0).catch(() => undefined);
  });

  test("a link mid-session asks first; Save and Leave stores the answers given", async ({ page }) => {
    test.setTimeout(90_000);
    const words = await guestWithLearnedWords(page, DECK);
    await setServerClock(page, 120_000);
    await page.goto(`/study/need-review/${DECK}`);
    await expect(page.getByText("Words Remaining: 5")).toBeVisible();
    await answerSome(page, words, 2);

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    const dialog = page.getByRole("dialog", { name: "Leave this session?" });
    await expect(dialog).toBeVisible();
    // Keep Studying stays, with the session as it was.
    await dialog.getByRole("button", { name: "Keep Studying" }).click();
    await expect(page).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
    await expect(page.getByText("Words Remaining: 3")).toBeVisible();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
    await page
      .getByRole("dialog", { name: "Leave this session?" })
      .getByRole("button", { name: "Save and Leave" })
      .click();
    await expect(page).toHaveURL(/\/home(\?|$)/);
    await expect.poll(() => reviewedToday(page)).toBe(2);
  });

  test("closing the page mid-session keeps the answers; they are sent on the next start", async ({ context, page }) => {
    test.setTimeout(90_000);
    const words = await guestWithLearnedWords(page, DECK);
    await setServerClock(page, 120_000);
    await page.goto(`/study/need-review/${DECK}`);
    await expect(page.getByText("Words Remaining: 5")).toBeVisible();
    await answerSome(page, words, 3);
    await page.close();

    const again = await context.newPage();
    await again.goto("/home");
    await expect(again.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await expect.poll(() => reviewedToday(again)).toBe(3);
    await setServerClock(again, 0);
  });

  test("a crash mid-session (no chance to say goodbye) still keeps the answers, saved on a later start", async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000);
    const words = await guestWithLearnedWords(page, DECK);
    await setServerClock(page, 120_000);
    await page.goto(`/study/need-review/${DECK}`);
    await expect(page.getByText("Words Remaining: 5")).toBeVisible();
    await answerSome(page, words, 2);
    // The draft is written to the device's database as answers are given, each answer in it;
    // make it look abandoned (its last answer 31 minutes ago).
    await expect
      .poll(async () => {
        const [draft] = (await deviceRecords(page, "drafts")) as { entry: { payload: { words: unknown[] } } }[];
        return draft?.entry.payload.words.length ?? 0;
      })
      .toBe(2);
    await ageDrafts(page, 31 * 60_000);
    // A crash runs nothing on the way out: the page's own leaving handlers are cut off.
    await page.evaluate(() => {
      for (const type of ["pagehide", "beforeunload", "visibilitychange"]) {
        window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
      }
    });
    await page.close();

    const again = await context.newPage();
    await again.goto("/home");
    await expect(again.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await expect.poll(() => reviewedToday(again)).toBe(2);
    await setServerClock(again, 0);
  });
});

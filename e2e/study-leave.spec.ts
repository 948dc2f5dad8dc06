import { expect, type Page, test } from "@playwright/test";
import { ageDrafts, deviceRecords } from "./device-db";
import {
  answerStudyPrompt,
  type DeckWord,
  guestWithLearnedWords,
  resetServerClockAfterEach,
  setServerClock,
} from "./fixtures";

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

/**
 * A session left on its rating card comes back on it (the rating given just before the page went may
 * not have reached the device's database): rate it, as the learner would.
 */
async function rateIfAsked(page: Page) {
  if (await page.getByText("How difficult was this word?").isVisible()) await page.keyboard.press("3");
}

/** A guest with 5 words due 2 minutes from now (server clock), in a Need Review session, `count` answered. */
async function reviewMidway(page: Page, count: number): Promise<DeckWord[]> {
  const words = await guestWithLearnedWords(page, DECK);
  await setServerClock(page, 120_000);
  await page.goto(`/study/need-review/${DECK}`);
  await expect(page.getByText("Words Remaining: 5")).toBeVisible();
  await answerSome(page, words, count);
  return words;
}

async function reviewedToday(page: Page): Promise<number> {
  return ((await (await page.request.get("/api/me/daily-goals")).json()) as { reviewed: number }).reviewed;
}

test.describe("leaving a session midway never loses its answers", () => {
  resetServerClockAfterEach();

  test("a link mid-session asks first; Save and Leave stores the answers given", async ({ page }) => {
    test.setTimeout(90_000);
    await reviewMidway(page, 2);

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

  test("closing the page mid-session keeps the answers; coming back offers to resume, and the session goes on", async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    const words = await reviewMidway(page, 3);
    await page.close();

    const again = await context.newPage();
    const saves: { sessionId: string; words: unknown[] }[] = [];
    again.on("request", (r) => {
      if (r.url().endsWith("/api/me/study-sessions") && r.method() === "POST") saves.push(r.postDataJSON());
    });
    await again.goto("/home");
    const offer = again.getByRole("region", { name: "Unfinished session" });
    await expect(offer).toContainText("You left a Need Review session of");
    await expect(offer).toContainText("with 3 words answered");
    // Nothing is saved behind the learner's back while the offer stands.
    expect(await reviewedToday(again)).toBe(0);

    await offer.getByRole("button", { name: "Resume Session" }).click();
    await expect(again).toHaveURL(new RegExp(`/study/need-review/${DECK}$`));
    await expect(again.getByText("Words Remaining: 2")).toBeVisible();
    await rateIfAsked(again);
    // A reload in the middle goes on with the same session too.
    await answerSome(again, words, 1);
    again.once("dialog", (dialog) => void dialog.accept());
    await again.reload();
    await expect(again.getByText("Words Remaining: 1")).toBeVisible();
    await rateIfAsked(again);
    await answerSome(again, words, 1);
    await expect(again.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    // One session, with all five answers: the three before closing and the two after.
    await expect.poll(() => reviewedToday(again)).toBe(5);
    expect(new Set(saves.map((s) => s.sessionId)).size).toBe(1);
    expect(saves.at(-1)?.words).toHaveLength(5);
    await setServerClock(again, 0);
  });

  test("a left session the learner chooses not to resume is saved with the answers it has", async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000);
    await reviewMidway(page, 2);
    await page.close();

    const again = await context.newPage();
    await again.goto("/home");
    const offer = again.getByRole("region", { name: "Unfinished session" });
    await offer.getByRole("button", { name: "Save Answers" }).click();
    await expect(offer).toBeHidden();
    await expect.poll(() => reviewedToday(again)).toBe(2);
    // Saved once: it is not offered again.
    await again.reload();
    await expect(again.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await again.waitForTimeout(2500);
    await expect(offer).toBeHidden();
    await setServerClock(again, 0);
  });

  test("a crash mid-session (no chance to say goodbye) keeps the answers; not resumed within 30 minutes, they are saved", async ({
    context,
    page,
  }) => {
    test.setTimeout(90_000);
    await reviewMidway(page, 2);
    // The draft is written to the device's database as answers are given, each answer in it.
    await expect
      .poll(async () => {
        const [draft] = (await deviceRecords(page, "drafts")) as { entry: { payload: { words: unknown[] } } }[];
        return draft?.entry.payload.words.length ?? 0;
      })
      .toBe(2);
    // A crash runs nothing on the way out: the page's own leaving handlers are cut off.
    await page.evaluate(() => {
      for (const type of ["pagehide", "beforeunload", "visibilitychange"]) {
        window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
      }
    });
    await page.close();

    // The learner comes back 31 minutes later (the draft aged from a page of the site that runs no app code).
    const again = await context.newPage();
    await again.goto("/favicon.svg");
    const [left] = (await deviceRecords(again, "drafts")) as { entry: { payload: { words: unknown[] } } }[];
    expect(left?.entry.payload.words).toHaveLength(2);
    await ageDrafts(again, 31 * 60_000);
    await again.goto("/home");
    await expect(again.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await expect.poll(() => reviewedToday(again)).toBe(2);
    await expect(again.getByRole("region", { name: "Unfinished session" })).toBeHidden();
    await setServerClock(again, 0);
  });
});

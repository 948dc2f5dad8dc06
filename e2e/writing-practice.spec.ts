import { expect, type Page, type Response, test } from "@playwright/test";
import {
  addDeckViaApi,
  drawHanziStrokes,
  guestWithLearnedWords,
  type HanziStrokeData,
  seriousAxeViolations,
  timeRushStat,
  tryItNow,
} from "./fixtures";

const DECK = "chinese-hsk1-characters-1";

/** Every request the page makes that leaves our own server (there must be none). */
function outsideRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (url.hostname !== "localhost" && url.hostname !== "127.0.0.1") seen.push(request.url());
  });
  return seen;
}

const isStrokeData = (response: Response) => new URL(response.url()).pathname.startsWith("/hanzi-data/");

/** The character whose stroke data was fetched, and that data. */
async function strokeDataOf(response: Response, page: Page): Promise<{ character: string; data: HanziStrokeData }> {
  const url = new URL(response.url());
  expect(url.origin).toBe(new URL(page.url()).origin);
  expect(url.pathname).toMatch(/^\/hanzi-data\/[^/]+\.json$/);
  expect(response.status()).toBe(200);
  const character = decodeURIComponent(url.pathname.slice("/hanzi-data/".length, -".json".length));
  return { character, data: (await response.json()) as HanziStrokeData };
}

/** Waits until the writing area has its character (the Animate button comes alive with it). */
async function writerReady(page: Page) {
  await expect(page.getByTestId("hanzi-writer").locator("svg")).toBeVisible();
  await expect(page.getByRole("button", { name: "Animate" })).toBeEnabled();
}

test.describe("Chinese writing practice", () => {
  test("a review on the HSK 1 writing deck: stroke data from our server, strokes drawn by mouse, feedback and the Hanzi rating", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const outside = outsideRequests(page);
    const words = await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });

    const firstData = page.waitForResponse(isStrokeData);
    await page.goto(`/study/review/${DECK}`);
    const first = await strokeDataOf(await firstData, page);
    const word = words.find((w) => w.originalWord === first.character)!;
    expect(word).toBeDefined();

    // The prompt gives the meaning; the character itself is for the learner to write.
    await expect(page.getByText("Write the character for this meaning")).toBeVisible();
    await expect(page.getByText(word.translation, { exact: true })).toBeVisible();
    await writerReady(page);
    await expect(page.getByText("Mistakes: 0")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Test mode: the outline starts hidden and can be revealed; the animation can be played and stopped.
    await page.getByRole("button", { name: "Reveal outline" }).click();
    await expect(page.getByRole("button", { name: "Hide outline" })).toBeVisible();
    await page.getByRole("button", { name: "Hide outline" }).click();
    await page.getByRole("button", { name: "Animate" }).click();
    await page.getByRole("button", { name: "Stop" }).click();
    await expect(page.getByRole("button", { name: "Animate" })).toBeVisible();

    // A stroke in the wrong place is a mistake; then the character, stroke by stroke.
    const box = (await page.getByTestId("hanzi-writer").locator("svg").first().boundingBox())!;
    await page.mouse.move(box.x + 280, box.y + 20);
    await page.mouse.down();
    await page.mouse.move(box.x + 285, box.y + 60, { steps: 5 });
    await page.mouse.move(box.x + 290, box.y + 100, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByText("Mistakes: 1")).toBeVisible();

    const saves: unknown[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/me/study-sessions"))
        saves.push(request.postDataJSON());
    });
    await drawHanziStrokes(page, first.data);
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expect(page.getByText("Mistakes: 1")).toBeVisible();
    await expect(page.getByTestId("study-prompt")).toHaveText(first.character);
    await expect(
      page
        .getByRole("region", { name: "Notes" })
        .or(page.getByRole("heading", { name: "Notes" }))
        .first(),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // MANUAL: the rating is the drawing's, so Continue goes straight to the next word.
    const secondData = page.waitForResponse(isStrokeData);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("How difficult was this word?")).toHaveCount(0);
    const second = await strokeDataOf(await secondData, page);
    expect(second.character).not.toBe(first.character);
    await writerReady(page);
    await drawHanziStrokes(page, second.data);
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expect(page.getByText("Mistakes: 0")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();

    // Leaving saves the two answers with their Hanzi ratings: 1 mistake is Good (3), none is Easy (4).
    await writerReady(page);
    await page.getByRole("button", { name: "Exit session" }).click();
    await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    await expect(page.getByText("Progress saved")).toBeVisible();
    const saved = saves[0] as { words: { wordId: number; ratings: number[]; correctCount: number }[] };
    const byId = new Map(saved.words.map((w) => [w.wordId, w]));
    expect(byId.get(word.id)).toMatchObject({ ratings: [3], correctCount: 1 });
    const secondWord = words.find((w) => w.originalWord === second.character)!;
    expect(byId.get(secondWord.id)).toMatchObject({ ratings: [4], correctCount: 1 });
    expect(outside).toEqual([]);
  });

  test("Learn New presents each character to trace with its outline", async ({ page }) => {
    test.setTimeout(60_000);
    const outside = outsideRequests(page);
    await tryItNow(page);
    await addDeckViaApi(page, DECK);
    const data = page.waitForResponse(isStrokeData);
    await page.goto(`/study/learn-new/${DECK}`);
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    const first = await strokeDataOf(await data, page);
    await expect(page.getByTestId("study-prompt")).toHaveText(first.character);
    await writerReady(page);
    // Learn mode: the outline shows.
    await expect(page.getByRole("button", { name: "Hide outline" })).toBeVisible();
    await drawHanziStrokes(page, first.data);
    await expect(page.getByText("Well done!")).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("New word 2 of 5")).toBeVisible();
    await writerReady(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(outside).toEqual([]);
  });

  test("Time Rush on a writing deck: 30 s to start, each character written scores", async ({ page }) => {
    test.setTimeout(60_000);
    await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });
    const data = page.waitForResponse(isStrokeData);
    await page.goto(`/study/time-rush/${DECK}`);
    const first = await strokeDataOf(await data, page);
    await expect(page.getByRole("timer")).toHaveAccessibleName(/^(30|29|28) seconds left$/);
    await writerReady(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const next = page.waitForResponse(isStrokeData);
    await drawHanziStrokes(page, first.data);
    await expect(timeRushStat(page, "Score")).toHaveText("1");
    await expect(page.getByTestId("time-rush-feedback")).toBeVisible();
    const second = await strokeDataOf(await next, page);
    expect(second.character).not.toBe(first.character);
    await writerReady(page);
    await page.getByRole("link", { name: "Exit Time Rush" }).click();
    await expect(page).toHaveURL(new RegExp(`/decks/${DECK}$`));
  });
});

import { expect, type Page, test } from "@playwright/test";
import { openChineseHsk1 } from "./explore-decks";
import {
  addDeckFromExplore,
  addDeckViaApi,
  answerStudyPrompt,
  deckWords,
  drawHanziStrokes,
  expectAccessibleInBothThemes,
  guestWithDeck,
  guestWithLearnedWords,
  type HanziStrokeData,
  learnWordsViaApi,
  openDecksTab,
  registerAndSignIn,
  saveLearnSessionInPage,
  tryItNow,
} from "./fixtures";

/*
 * Axe on every screen, in the light and the dark theme. Each journey walks the screens the way a
 * learner reaches them and checks each state that shows something new (dialogs, feedback, errors).
 */

const DECK = "spanish-core-1";
const WRITING_DECK = "chinese-hsk1-characters-1";

/** Which answer area the study prompt on screen asks for. */
async function promptFormat(page: Page): Promise<"typing" | "multiple choice"> {
  const typing = page.getByRole("textbox", { name: /type the/i });
  const choices = page.getByRole("group", { name: /choose the|listen and choose/i });
  await expect(typing.or(choices)).toBeVisible();
  return (await typing.isVisible()) ? "typing" : "multiple choice";
}

async function openTab(page: Page, label: string, heading: string): Promise<void> {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
}

/**
 * axe waits on the page's timers; with the page's clock paused they would never fire. While the
 * check runs, the clock is nudged on a millisecond at a time: the screen stays as it is.
 */
async function expectAccessibleOnPausedClock(page: Page, screen: string): Promise<void> {
  let checking = true;
  const nudge = (async () => {
    while (checking) {
      // The clock is the whole context's, and axe opens and closes a page of its own in it:
      // a nudge that lands while that page closes fails, and the next one goes through.
      await page.clock.runFor(1).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    await expectAccessibleInBothThemes(page, screen);
  } finally {
    checking = false;
    await nudge;
  }
}

test.describe("axe on every screen, light and dark", () => {
  // Each screen is checked twice (light, dark); a full axe pass takes a few seconds here.
  test.describe.configure({ timeout: 150_000 });

  test("landing: title view, login with its errors, forgot password, sign-up, About and Contact", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Remember words for life", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "title view");

    await page.getByRole("button", { name: "About" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleInBothThemes(page, "About");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();

    await page.getByRole("button", { name: "Contact" }).click();
    const contact = page.getByRole("dialog");
    await expect(contact).toBeVisible();
    await expectAccessibleInBothThemes(page, "Contact");
    // The form's errors are part of the screen too.
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleInBothThemes(page, "Contact with errors");
    await page.keyboard.press("Escape");

    await page.goto("/?view=login");
    await expect(page.getByRole("heading", { name: "Login", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "login");
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleInBothThemes(page, "login with errors");

    await page.getByRole("button", { name: "Forgot password?" }).click();
    await expect(page.getByRole("heading", { name: "Forgot Password", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "forgot password");

    await page.goto("/?view=signup");
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "sign-up");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page.getByLabel("Username", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectAccessibleInBothThemes(page, "sign-up with errors");
  });

  test("reset password: the form, its errors, and a broken link", async ({ page }) => {
    await page.goto("/reset-password?token=abc");
    await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "reset password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await expect(
      page
        .getByText("Passwords do not match")
        .or(page.getByText(/at least 6/))
        .first(),
    ).toBeVisible();
    await expectAccessibleInBothThemes(page, "reset password with errors");

    await page.goto("/reset-password?error=INVALID_TOKEN");
    await expect(page.getByRole("heading", { name: "Reset Password", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "reset password, broken link");
  });

  test("guest: the banner, Register Now, a blocked tab's toast, Explore Decks and its dialogs", async ({ page }) => {
    await tryItNow(page);
    await expect(page.getByRole("complementary", { name: "Guest account" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "guest home");

    await page.getByRole("button", { name: "Register Now" }).click();
    await expect(page.getByRole("dialog", { name: "Create Account" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Register Now");
    await page.keyboard.press("Escape");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Stats" }).click();
    await expect(page.getByText("Create an account to access Stats")).toBeVisible();
    await expectAccessibleInBothThemes(page, "guest toast");

    await openDecksTab(page);
    await expect(page.getByRole("img", { name: "Chinese" }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "Explore Decks");
    await page.getByRole("button", { name: "Show All Languages" }).click();
    await expect(page.getByRole("dialog", { name: "All Languages" }).getByRole("button").nth(1)).toBeVisible();
    await expectAccessibleInBothThemes(page, "All Languages");
    await page.keyboard.press("Escape");
    const deck = await openChineseHsk1(page, "language dialog");
    await expect(deck.getByRole("table")).toBeVisible();
    await expectAccessibleInBothThemes(page, "deck dialog");
    await page.keyboard.press("Escape");

    await page.context().setOffline(true);
    await expect(page.getByText("You're offline - some features may be limited")).toBeVisible();
    await expectAccessibleInBothThemes(page, "offline banner");
    await page.context().setOffline(false);

    await page.goto("/decks/no-such-deck");
    await expect(page.getByText("Deck not found").first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "a deck that doesn't exist");
  });

  test("a registered learner's tabs: home with decks and goals, stats, create, forum and its dialogs", async ({
    page,
  }) => {
    await registerAndSignIn(page);
    await expect(page.getByText("No decks yet")).toBeVisible();
    await expectAccessibleInBothThemes(page, "home, empty");
    await openTab(page, "Stats", "Stats");
    await expect(page.getByText("No stats available")).toBeVisible();
    await expectAccessibleInBothThemes(page, "stats, empty");

    await saveLearnSessionInPage(page, { subDeckId: DECK, learn: 5, alreadyKnow: 3, durationSeconds: 90 });
    await page.goto("/home");
    const goals = page.getByRole("region", { name: "Daily Goals" });
    await expect(goals.getByText("Beginner goal for today")).toBeVisible();
    await expect(page.getByRole("link", { name: /Core words/ }).first()).toBeVisible();
    await expectAccessibleInBothThemes(page, "home");
    await goals.getByRole("button", { name: "Edit goals" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Your Goals" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Edit goals");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Remove Core words/ }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Remove Deck");
    await page.keyboard.press("Escape");

    await openTab(page, "Stats", "Stats");
    await expect(page.getByRole("region", { name: "Weekly Progress" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "stats");

    await openTab(page, "Create", "Create");
    await expectAccessibleInBothThemes(page, "create");

    await openTab(page, "Forum", "Request Board");
    await page.getByRole("button", { name: "New Request" }).click();
    const request = page.getByRole("dialog", { name: "New Request" });
    await expect(request).toBeVisible();
    await expectAccessibleInBothThemes(page, "New Request");
    await request.getByLabel("Title").fill(`Dark mode for charts ${Date.now()}`);
    await request.getByLabel("Description").fill("So they match the rest");
    await request.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Request submitted successfully!")).toBeVisible();
    const post = page.getByRole("article").first();
    await post.getByRole("button", { name: /^Show Comments/ }).click();
    await expect(post.getByLabel("Add a comment")).toBeVisible();
    await expectAccessibleInBothThemes(page, "forum with a request and its comments");
  });

  test("the deck page, its word dialog, and settings with the scheduling page", async ({ page }) => {
    await registerAndSignIn(page);
    const deckId = await addDeckFromExplore(page, "Chinese", "HSK 1 · Part 1");
    await expect(page.getByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "deck page");
    await page.getByRole("button", { name: /^Set 1\b/ }).click();
    await page.getByRole("button", { name: /^的/ }).click();
    await expect(page.getByRole("dialog", { name: "的" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "word dialog");
    await page.keyboard.press("Escape");
    expect(deckId).toBe("chinese-hsk1-1");

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expectAccessibleInBothThemes(page, "settings");
    await page.getByLabel("Review Algorithm").selectOption("AUTOMATIC");
    await expect(page.getByRole("dialog", { name: "Change review algorithm?" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Change review algorithm?");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Delete Account" }).click();
    await expect(page.getByRole("dialog", { name: "Delete Account" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Delete Account");
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Scheduling Settings" }).click();
    await expect(page.getByRole("slider", { name: "Desired Retention" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "scheduling settings");
    await page.getByRole("button", { name: "Update Cards" }).click();
    await expect(page.getByRole("dialog", { name: "Update Cards" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "Update Cards");
  });

  test("a study session: presentation, both test formats, feedback right and wrong, the rating card, exit, overview", async ({
    page,
  }) => {
    const words = await guestWithDeck(page, DECK);
    await page.goto(`/study/learn-new/${DECK}`);
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Learn New presentation");
    for (let i = 0; i < 5; i++) await page.getByRole("button", { name: "Next" }).click();

    // The first answer is wrong (its feedback and the rating card); then right ones until both formats were seen.
    const checked = new Set<string>();
    for (let i = 0; checked.size < 2; i++) {
      expect(i, "typing and multiple choice both came up").toBeLessThan(20);
      const format = await promptFormat(page);
      if (!checked.has(format)) {
        checked.add(format);
        await expectAccessibleInBothThemes(page, `test card, ${format}`);
      }
      const correct = i > 0;
      await answerStudyPrompt(page, words, { correct });
      await expect(page.getByText(correct ? "Correct!" : "Incorrect", { exact: true })).toBeVisible();
      // A wrong first answer is Again without asking; a right first answer is rated; later answers are not.
      if (!correct) await expect(page.getByTestId("rated-again")).toBeVisible();
      if (i <= 1) await expectAccessibleInBothThemes(page, `${correct ? "right" : "wrong"}-answer feedback`);
      await page.getByRole("button", { name: "Continue" }).click();
      const rating = page.getByText("How difficult was this word?");
      if (i === 1) {
        await expect(rating).toBeVisible();
        await expectAccessibleInBothThemes(page, "rating card");
      }
      await expect(rating.or(page.getByTestId("study-prompt")).first()).toBeVisible();
      if (await rating.isVisible()) await page.keyboard.press("3");
    }

    // Escape asks before leaving a session with answers.
    await expect(page.getByTestId("study-prompt")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "End this session?" })).toBeVisible();
    await expectAccessibleInBothThemes(page, "exit dialog");
    await page.getByRole("dialog").getByRole("button", { name: "End Session" }).click();
    await expect(page.getByRole("heading", { name: "Session Overview" })).toBeVisible();
    await expect(page.getByText("Progress saved")).toBeVisible();
    await expectAccessibleInBothThemes(page, "session overview");
  });

  test("Time Rush: getting ready, playing as the clock turns orange and red, time's up", async ({ page }) => {
    await guestWithLearnedWords(page, DECK, 5, { alreadyKnow: true });

    // Hold the game's start on the server, so "Get ready..." stays while it is checked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/me\/time-rush\/[^/]+\/games$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto(`/study/time-rush/${DECK}`);
    await expect(page.getByText("Get ready...")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Time Rush, getting ready");
    release();

    const timer = page.getByRole("timer");
    await expect(timer).toHaveAttribute("data-colour", "green");
    // The countdown is read from timestamps: pausing the page's clock holds each colour still.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await expectAccessibleOnPausedClock(page, "Time Rush, playing");
    await page.clock.runFor(7_000);
    await expect(timer).toHaveAttribute("data-colour", "orange");
    await expectAccessibleOnPausedClock(page, "Time Rush, hurry up");
    await page.clock.runFor(4_000);
    await expect(timer).toHaveAttribute("data-colour", "red");
    await expectAccessibleOnPausedClock(page, "Time Rush, almost out of time");
    await page.clock.runFor(5_000);
    await expect(page.getByRole("heading", { name: "Time's Up!" })).toBeVisible();
    await page.clock.resume();
    await expect(page.getByText("Score saved")).toBeAttached();
    await expectAccessibleInBothThemes(page, "Time's Up");
  });

  test("writing practice: Learn New tracing, a written test and its feedback", async ({ page }) => {
    await tryItNow(page);
    await addDeckViaApi(page, WRITING_DECK);
    const strokeData = () =>
      page
        .waitForResponse((r) => new URL(r.url()).pathname.startsWith("/hanzi-data/"))
        .then(async (r) => ({
          character: decodeURIComponent(new URL(r.url()).pathname.slice("/hanzi-data/".length, -".json".length)),
          data: (await r.json()) as HanziStrokeData,
        }));
    const writerReady = async () => {
      await expect(page.getByTestId("hanzi-writer").locator("svg")).toBeVisible();
      await expect(page.getByRole("button", { name: "Animate" })).toBeEnabled();
    };

    await page.goto(`/study/learn-new/${WRITING_DECK}`);
    await expect(page.getByText("New word 1 of 5")).toBeVisible();
    await writerReady();
    await expectAccessibleInBothThemes(page, "writing, Learn New");

    const words = await deckWords(page, WRITING_DECK);
    await learnWordsViaApi(
      page,
      WRITING_DECK,
      words.slice(0, 5).map((w) => w.id),
      { alreadyKnow: true },
    );
    const first = strokeData();
    await page.goto(`/study/review/${WRITING_DECK}`);
    const { data } = await first;
    await writerReady();
    await expect(page.getByText("Write the character for this meaning")).toBeVisible();
    await expectAccessibleInBothThemes(page, "writing test");
    await drawHanziStrokes(page, data);
    await expect(page.getByText("Correct!", { exact: true })).toBeVisible();
    await expectAccessibleInBothThemes(page, "writing feedback");
  });
});

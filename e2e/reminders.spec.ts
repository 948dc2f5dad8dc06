import { expect, test } from "@playwright/test";
import {
  addDeckFromExplore,
  createVerifiedAccount,
  deckWords,
  expectAccessibleInBothThemes,
  latestMailLink,
  learnWordsViaApi,
  setServerClock,
  signInThroughUi,
} from "./fixtures";

const DAY = 86_400_000;

test.describe("daily e-mail reminders", () => {
  test.afterEach(async ({ page }) => {
    await setServerClock(page, 0);
  });

  test("turned on in Settings, mailed with the words due, stopped with the mail's one click", async ({
    page,
    baseURL,
  }) => {
    // Sign-up, a deck, Settings checked with axe in two themes, a mail: a long journey.
    test.setTimeout(120_000);
    const account = await createVerifiedAccount(baseURL!);
    await signInThroughUi(page, account.email, account.password);
    const deckId = await addDeckFromExplore(page, "Chinese", /HSK 1 · Part 1/);
    // Set-up: four words learned, then the server's clock moved on until they are due.
    const words = await deckWords(page, deckId);
    await learnWordsViaApi(
      page,
      deckId,
      words.slice(0, 4).map((w) => w.id),
    );

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
    const section = page.getByRole("region", { name: "Reminders" });
    const toggle = section.getByRole("switch", { name: "Daily e-mail reminder" });
    await expect(toggle).toHaveAttribute("aria-checked", "false");
    await expect(section.getByText("to the e-mail address in your profile", { exact: false })).toBeVisible();
    await toggle.click();
    await expect(page.getByText("Daily reminder on, at 18:00")).toBeVisible();
    // Midnight: whatever the hour now, today's reminder is due.
    await section.getByLabel("Send it at").selectOption("0");
    await expect(page.getByText("Daily reminder on, at 00:00")).toBeVisible();
    await expectAccessibleInBothThemes(page, "Settings with reminders");

    // The sender runs every quarter hour; the test server runs it at once, ten days on.
    await setServerClock(page, 10 * DAY);
    const sent = await page.request.post("/api/test/reminders", { headers: { origin: new URL(page.url()).origin } });
    expect((await sent.json()).sent).toBeGreaterThanOrEqual(1);
    const stopLink = await latestMailLink(account.email, {
      subjectContains: "due for review today",
      linkContaining: "/reminders/stop",
    });

    // The learner follows the mail's link: opening it stops nothing until the button is pressed.
    await page.goto(stopLink);
    const stop = page.getByRole("button", { name: "Stop reminders" });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(page.getByText("Your daily reminders are off. You will get no more of them.")).toBeVisible();
    await page.getByRole("link", { name: "Settings" }).click();
    await expect(
      page.getByRole("region", { name: "Reminders" }).getByRole("switch", { name: "Daily e-mail reminder" }),
    ).toHaveAttribute("aria-checked", "false");
  });
});

import { expect, test } from "@playwright/test";
import { createOwnDeckViaApi, FINNISH_WORDS, ownDeckViaApi } from "./create-fixtures";
import { createVerifiedAccount, registerAndSignIn, seriousAxeViolations, signInThroughUi } from "./fixtures";

test.describe("create: who can see an own deck", () => {
  test("an unlisted deck's share link lets another learner add it; a private deck's link shows nothing", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const owner = await registerAndSignIn(page);
    const shared = await createOwnDeckViaApi(
      page,
      { name: "Shared Finnish", termLanguage: "fi", translationLanguage: "en" },
      FINNISH_WORDS.slice(0, 8),
    );
    const secret = await createOwnDeckViaApi(
      page,
      { name: "Secret Finnish", termLanguage: "fi", translationLanguage: "en" },
      FINNISH_WORDS.slice(8, 12),
    );
    expect(secret.visibility).toBe("private");

    // The owner makes the first deck unlisted in its settings; only then does it have a share link.
    await page.goto(`/create/decks/${shared.id}`);
    await expect(page.getByRole("heading", { name: "Shared Finnish", level: 1 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Share link" })).toHaveCount(0);
    await page.getByRole("button", { name: "Deck settings" }).click();
    const settings = page.getByRole("dialog", { name: "Deck settings" });
    await settings.getByRole("radio", { name: /Unlisted/ }).check();
    await settings.getByRole("button", { name: "Save" }).click();
    await expect(settings).toBeHidden();
    await expect(page.getByText("Deck settings saved")).toBeVisible();
    const shareLink = page.getByRole("textbox", { name: "Share link" });
    await expect(shareLink).toHaveValue(new RegExp(`/decks/shared/${shared.id}$`));
    const link = await shareLink.inputValue();
    expect((await ownDeckViaApi(page, shared.id)).visibility).toBe("unlisted");
    const setId = shared.sets[0]!.id;
    const secretSetId = secret.sets[0]!.id;

    // Another registered learner, in a browser of their own, opens the link and adds the deck.
    const otherContext = await browser.newContext();
    try {
      const other = await otherContext.newPage();
      const learner = await createVerifiedAccount(baseURL!);
      await signInThroughUi(other, learner.email, learner.password);
      await other.goto(link);
      await expect(other.getByRole("heading", { name: "Shared Finnish", level: 1 })).toBeVisible();
      await expect(other.getByText(`by ${owner.username}`)).toBeVisible();
      await expect(other.getByText("Finnish → English")).toBeVisible();
      const sets = other.getByRole("region", { name: "Parts" });
      await expect(sets.getByRole("listitem")).toHaveCount(1);
      await expect(sets.getByRole("listitem")).toContainText("8 words");
      // Nothing to study before it is added.
      await expect(sets.getByRole("link", { name: "Study Shared Finnish" })).toHaveCount(0);
      expect(await seriousAxeViolations(other)).toEqual([]);

      await other.getByRole("button", { name: "Add to my decks" }).click();
      await expect(other.getByText("Added “Shared Finnish” to your decks")).toBeVisible();
      await expect(other.getByText("In your decks")).toBeVisible();
      await expect(other.getByRole("button", { name: "Add to my decks" })).toHaveCount(0);
      await sets.getByRole("link", { name: "Study Shared Finnish" }).click();
      await expect(other).toHaveURL(new RegExp(`/decks/${setId}$`));
      await expect(other.getByRole("heading", { name: "Shared Finnish", level: 1 })).toBeVisible();
      await expect(other.getByText("This deck isn't in your collection yet.")).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Learn New" })).toBeVisible();

      // It is on their home page, and the link says so when opened again.
      await other.goto("/home");
      await expect(other.getByRole("link", { name: /Shared Finnish/ })).toBeVisible();
      await other.goto(link);
      await expect(other.getByText("In your decks")).toBeVisible();

      // The private deck: its link, its set's page and its editor show nothing of it.
      await other.goto(`/decks/shared/${secret.id}`);
      await expect(other.getByText("This deck isn't available")).toBeVisible();
      await expect(other.getByText("Secret Finnish")).toHaveCount(0);
      await other.goto(`/decks/${secretSetId}`);
      await expect(other.getByRole("heading", { name: "Deck not found", level: 1 })).toBeVisible();
      await expect(other.getByText("Secret Finnish")).toHaveCount(0);
      await other.goto(`/create/decks/${secret.id}`);
      await expect(other.getByText("Deck not found")).toBeVisible();
      await expect(other.getByText("Secret Finnish")).toHaveCount(0);
      // The server refuses it too, not only the screens.
      expect((await other.request.get(`/api/own-decks/${secret.id}`)).status()).toBe(404);
      const add = await other.request.post(`/api/me/own-decks/${secret.id}/add`, {
        headers: { origin: new URL(other.url()).origin },
      });
      expect(add.status()).toBe(404);
    } finally {
      await otherContext.close();
    }

    // The owner still sees the private deck's own share page.
    await page.goto(`/decks/shared/${secret.id}`);
    await expect(page.getByRole("heading", { name: "Secret Finnish", level: 1 })).toBeVisible();
  });
});

import { expect, test } from "@playwright/test";
import { expectAccessibleInBothThemes, registerAndSignIn } from "./fixtures";
import { studyOfflineFromTheFrontDoor } from "./offline-journey";

test.describe("offline from the front door at phone width", () => {
  test("a signed-in learner sees the deck kept in Settings, then studies it offline from Home by tapping only", async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await registerAndSignIn(page);
    await studyOfflineFromTheFrontDoor(page, context, async () => {
      const nav = page.getByRole("navigation", { name: /main/i });
      await nav.getByRole("link", { name: "Settings" }).click();
      const section = page.getByRole("region", { name: "Studying offline" });
      await expect(section.getByText(/Kept now: 1 deck,/)).toBeVisible();
      // Whatever this browser decided, Settings says it (and warns when the decks may be deleted).
      await expect(section.getByTestId("storage-persistence")).toHaveText(
        /keeps what is stored here until you remove it|may delete the decks kept here/,
      );
      await expect(section.getByRole("switch", { name: "Core words 1–100" })).toBeChecked();
      await expectAccessibleInBothThemes(page, "Settings");
      await nav.getByRole("link", { name: "Home" }).click();
      await expect(page.getByRole("heading", { name: "My Decks" })).toBeVisible();
    });
  });
});

import { expect, test } from "@playwright/test";
import { registerAndSignIn } from "./fixtures";

test.describe("request board on a phone", () => {
  test("the board and the New Request sheet fit the screen", async ({ page }) => {
    await registerAndSignIn(page);
    await page.goto("/home?tab=forum");
    await expect(page.getByRole("heading", { name: "Request Board", level: 1 })).toBeVisible();
    await expect(page.getByRole("article").first().or(page.getByText("No requests yet"))).toBeVisible();
    // Against the device width: a mobile browser would widen its layout viewport to fit overflow.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByRole("button", { name: "New Request" }).click();
    const dialog = page.getByRole("dialog", { name: "New Request" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    const submit = dialog.getByRole("button", { name: "Submit" });
    await submit.scrollIntoViewIfNeeded();
    const target = (await submit.boundingBox())!;
    expect(target.height).toBeGreaterThanOrEqual(44);
  });
});

import { expect, test } from "@playwright/test";

test.describe("theme", () => {
  test("switching to dark persists over a reload and is applied before first paint", async ({ page }) => {
    // Record the <html> class at the moment <body> first exists: if the theme were applied
    // later (by React), this would catch the flash of the light theme.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body && !(window as unknown as { __classAtBody?: string }).__classAtBody) {
          (window as unknown as { __classAtBody?: string }).__classAtBody =
            document.documentElement.className || "(none)";
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    const classAtBody = await page.evaluate(() => (window as unknown as { __classAtBody?: string }).__classAtBody);
    expect(classAtBody).toContain("dark");
    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`with no choice made, the theme follows the device's setting (${scheme})`, async ({ browser }) => {
      // We follow the operating system where the spec's default is light: see docs/DECISIONS.md.
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await page.goto("/");
      if (scheme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
      else await expect(page.locator("html")).not.toHaveClass(/dark/);
      await expect(
        page.getByRole("button", { name: scheme === "dark" ? "Switch to light theme" : "Switch to dark theme" }),
      ).toBeVisible();
      await context.close();
    });
  }
});

import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { registerAndSignIn, seriousAxeViolations } from "./fixtures";

async function openForum(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Forum" }).click();
  await expect(page).toHaveURL(/tab=forum/);
  await expect(page.getByRole("heading", { name: "Request Board", level: 1 })).toBeVisible();
}

/** A request posted through the API from the page's session; returns its id. */
async function postViaApi(page: Page, title: string): Promise<string> {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post("/api/forum/posts", {
    headers: { origin },
    data: { requestType: "feature", title, description: "Posted for the status test" },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test.describe("request board", () => {
  test("post a request, meet the cooldown, vote once, comment; what was typed shows as text", async ({ page }) => {
    test.setTimeout(60_000);
    await registerAndSignIn(page);
    await openForum(page);
    await expect(page.getByRole("article").first().or(page.getByText("No requests yet"))).toBeVisible();

    // New Request: Submit waits until both fields have text.
    await page.getByRole("button", { name: "New Request" }).click();
    const dialog = page.getByRole("dialog", { name: "New Request" });
    const submit = dialog.getByRole("button", { name: "Submit" });
    await expect(submit).toBeDisabled();
    await dialog.getByRole("radio", { name: "Bug Report" }).check();
    const title = `<img src=x onerror="window.__xss=1"><b>Bold</b> ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Description").fill("   ");
    await expect(submit).toBeDisabled();
    await dialog.getByLabel("Description").fill("<script>window.__xss=2</script>Steps to reproduce");
    await expect(submit).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await submit.click();
    await expect(page.getByText("Request submitted successfully!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // Newest first, rendered as text: no element made from the title.
    const article = page.getByRole("article", { name: title });
    await expect(article).toBeVisible();
    await expect(page.getByRole("article").first()).toHaveAccessibleName(title);
    await expect(article.getByRole("heading", { name: title })).toHaveText(title);
    await expect(article.getByText("<script>window.__xss=2</script>Steps to reproduce")).toBeVisible();
    await expect(article.locator("img, b, script")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await expect(article.getByText("Bug Report")).toBeVisible();
    await expect(article.getByText("Open", { exact: true })).toBeVisible();

    // A second request within 5 minutes: the server's cooldown text, and the typed text stays.
    await page.getByRole("button", { name: "New Request" }).click();
    await dialog.getByLabel("Title").fill("A second idea");
    await dialog.getByLabel("Description").fill("More details");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please wait 5 minutes before posting again");
    await expect(dialog.getByLabel("Title")).toHaveValue("A second idea");
    await expect(dialog.getByLabel("Description")).toHaveValue("More details");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "New Request" })).toBeFocused();

    // Vote once.
    await article.getByRole("button", { name: "Vote 0 votes" }).click();
    await expect(page.getByText("Vote recorded!")).toBeVisible();
    await expect(article.getByRole("button", { name: "Voted 1 vote" })).toBeDisabled();
    const origin = new URL(page.url()).origin;
    const postId = (await article.getAttribute("aria-labelledby"))!.replace(/^post-|-title$/g, "");
    const second = await page.request.post(`/api/forum/posts/${postId}/vote`, { headers: { origin }, data: {} });
    expect(second.status()).toBe(409);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      "You have already voted for this post",
    );

    // Comments: empty is refused, one is added, the next meets the cooldown and keeps its text.
    await article.getByRole("button", { name: "Show Comments (0)" }).click();
    await article.getByRole("button", { name: "Add Comment" }).click();
    await expect(article.getByText("Please enter a comment")).toBeVisible();
    const box = article.getByLabel("Add a comment");
    await box.fill("<i>Me too</i>");
    await article.getByRole("button", { name: "Add Comment" }).click();
    await expect(page.getByText("Comment added!")).toBeVisible();
    await expect(article.getByText("<i>Me too</i>")).toBeVisible();
    await expect(article.locator("i")).toHaveCount(0);
    await expect(box).toHaveValue("");
    await expect(article.getByRole("button", { name: "Hide Comments (1)" })).toBeVisible();
    await box.fill("One more thing");
    await article.getByRole("button", { name: "Add Comment" }).click();
    await expect(page.getByText("Please wait 5 minutes before commenting again")).toBeVisible();
    await expect(box).toHaveValue("One more thing");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // After a reload the vote and the comment are still there.
    await page.reload();
    const reloaded = page.getByRole("article", { name: title });
    await expect(reloaded.getByRole("button", { name: "Voted 1 vote" })).toBeDisabled();
    await expect(reloaded.getByRole("button", { name: "Show Comments (1)" })).toBeVisible();
  });

  test("an admin's status change shows on the board; the author can edit the request", async ({ page, baseURL }) => {
    await registerAndSignIn(page);
    const title = `Status test ${Date.now()}`;
    const postId = await postViaApi(page, title);
    await openForum(page);
    const article = page.getByRole("article", { name: title });
    await expect(article.getByText("Open", { exact: true })).toBeVisible();

    const { adminToken } = JSON.parse(
      fs.readFileSync(path.join(process.env.E2E_DATA_DIR!, "secrets.json"), "utf8"),
    ) as { adminToken: string };
    const changed = await page.request.post(`/api/admin/requests/${postId}/status`, {
      headers: { "x-admin-token": adminToken, origin: baseURL! },
      data: { status: "planned" },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.reload();
    await expect(article.getByText("Planned", { exact: true })).toBeVisible();
    await expect(article.locator('[data-status="planned"]')).toBeVisible();

    // Edit is offered on one's own request only.
    await article.getByRole("button", { name: "Edit request" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Request" });
    await expect(dialog.getByRole("button", { name: "Save Changes" })).toBeDisabled();
    await dialog.getByLabel("Title").fill(`${title} (edited)`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Request updated!")).toBeVisible();
    await expect(page.getByRole("article", { name: `${title} (edited)` })).toBeVisible();

    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.classList.add("dark"));
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("another user's request has no Edit, and they can vote for it", async ({ browser, page }) => {
    await registerAndSignIn(page);
    const title = `Someone else's ${Date.now()}`;
    await postViaApi(page, title);

    const other = await browser.newPage();
    await registerAndSignIn(other);
    await openForum(other);
    const article = other.getByRole("article", { name: title });
    await expect(article).toBeVisible();
    await expect(article.getByRole("button", { name: /Edit/ })).toHaveCount(0);
    await article.getByRole("button", { name: /^Vote/ }).click();
    await expect(article.getByRole("button", { name: "Voted 1 vote" })).toBeDisabled();
    await other.close();
  });
});

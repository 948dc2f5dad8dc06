import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import type { ForumPost } from "../types";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

function post(n: number, overrides: Partial<ForumPost> = {}): ForumPost {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    createdBy: `user${n}`,
    title: `Request ${n}`,
    description: `Description ${n}`,
    requestType: "feature",
    status: "open",
    totalVotes: 0,
    createdAt: "2026-11-20T10:00:00.000Z",
    isOwn: false,
    hasVoted: false,
    comments: [],
    ...overrides,
  };
}

const cooldown = (what: "posting" | "commenting") => ({
  status: 429,
  body: { error: { code: "RATE_LIMITED", message: `Please wait 5 minutes before ${what} again` } },
});

/** A board on a fake server: 7 per page, newest first, with votes and comments. */
function board(initial: ForumPost[]) {
  let posts = [...initial];
  const state = { postCooldown: false, commentCooldown: false };
  const spy = mockApi({
    "GET /api/forum/posts": ({ url }) => {
      const pageCount = Math.max(1, Math.ceil(posts.length / 7));
      const page = Math.min(Number(url.searchParams.get("page") ?? 1), pageCount);
      return { body: { items: posts.slice((page - 1) * 7, page * 7), total: posts.length, page, pageCount } };
    },
    "POST /api/forum/posts": ({ body }) => {
      if (state.postCooldown) return cooldown("posting");
      const input = body as { requestType: "feature" | "bug"; title: string; description: string };
      const created = post(900 + posts.length, { ...input, isOwn: true, createdBy: "ada" });
      posts = [created, ...posts];
      state.postCooldown = true;
      return { status: 201, body: { id: created.id, message: "Request submitted successfully!" } };
    },
  });
  // Per-post routes: the fake API keys on exact paths, so route by prefix here.
  const base = spy.getMockImplementation()!;
  spy.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost:3000");
    const method = (init?.method ?? "GET").toUpperCase();
    const match = url.pathname.match(/^\/api\/forum\/posts\/([^/]+)(\/vote|\/comments)?$/);
    if (!match) return base(input, init);
    const id = match[1]!;
    const target = posts.find((p) => p.id === id)!;
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : {};
    if (method === "POST" && match[2] === "/vote") {
      if (target.hasVoted)
        return json(409, { error: { code: "CONFLICT", message: "You have already voted for this post" } });
      posts = posts.map((p) => (p.id === id ? { ...p, hasVoted: true, totalVotes: p.totalVotes + 1 } : p));
      return json(200, { ok: true, message: "Vote recorded!" });
    }
    if (method === "POST" && match[2] === "/comments") {
      if (state.commentCooldown) {
        const answer = cooldown("commenting");
        return json(answer.status, answer.body);
      }
      const comment = {
        id: `c-${Date.now()}`,
        postId: id,
        username: "ada",
        content: body.content,
        createdAt: "2026-11-21T10:00:00.000Z",
      };
      posts = posts.map((p) => (p.id === id ? { ...p, comments: [...p.comments, comment] } : p));
      state.commentCooldown = true;
      return json(201, { comment, message: "Comment added!" });
    }
    if (method === "PATCH" && !match[2]) {
      posts = posts.map((p) => (p.id === id ? { ...p, ...body } : p));
      return json(200, { ok: true });
    }
    return base(input, init);
  });
  return {
    spy,
    state,
    get posts() {
      return posts;
    },
  };
}

async function openBoard() {
  renderApp("/home?tab=forum");
  await screen.findByRole("heading", { name: "Request Board", level: 1 }, { timeout: 5000 });
}

/** Opens the New Request dialog. */
async function openNewRequest() {
  fireEvent.click(screen.getByRole("button", { name: "New Request" }));
  return screen.findByRole("dialog", { name: "New Request" });
}

/** Types a title and a description into the New Request dialog and submits it. */
function submitRequest(dialog: HTMLElement, title: string, description: string) {
  fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: title } });
  fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: description } });
  fireEvent.click(within(dialog).getByRole("button", { name: "Submit" }));
}

function card(title: string) {
  return screen.getByRole("article", { name: title });
}

describe("request board", () => {
  beforeEach(() => signedIn(false));

  it("shows each request with its type, status, author, date, votes and comment count", async () => {
    board([
      post(1, {
        requestType: "bug",
        status: "in-progress",
        totalVotes: 3,
        comments: [
          { id: "c1", postId: "p", username: "bob", content: "Me too", createdAt: "2026-11-20T11:00:00.000Z" },
        ],
      }),
      post(2, { status: "planned" }),
    ]);
    await openBoard();
    const first = await screen.findByRole("article", { name: "Request 1" });
    expect(within(first).getByText("Bug Report")).toBeTruthy();
    expect(within(first).getByText("In Progress")).toBeTruthy();
    expect(within(first).getByText("Description 1")).toBeTruthy();
    expect(within(first).getByText("user1")).toBeTruthy();
    expect(within(first).getByText("Nov 20, 2026")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Vote 3 votes" })).toBeTruthy();
    expect(within(first).queryByRole("button", { name: /Edit/ })).toBeNull();
    const second = card("Request 2");
    expect(within(second).getByText("Feature Request")).toBeTruthy();
    expect(within(second).getByText("Planned")).toBeTruthy();

    const toggle = within(first).getByRole("button", { name: "Show Comments (1)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(within(first).getByText("Me too")).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Hide Comments (1)" }).getAttribute("aria-expanded")).toBe("true");
  });

  it("renders what users typed as text, never as HTML", async () => {
    board([post(1, { title: "<img src=x onerror=alert(1)><b>bold</b>", description: "<script>alert(2)</script>" })]);
    await openBoard();
    const article = await screen.findByRole("article", { name: "<img src=x onerror=alert(1)><b>bold</b>" });
    expect(article.querySelector("img, b, script")).toBeNull();
    expect(within(article).getByText("<script>alert(2)</script>")).toBeTruthy();
  });

  it("pages 7 at a time with numbered pages", async () => {
    const { spy } = board(Array.from({ length: 16 }, (_, i) => post(i + 1)));
    await openBoard();
    await screen.findByRole("article", { name: "Request 1" });
    expect(screen.getAllByRole("article")).toHaveLength(7);
    const pages = screen.getByRole("navigation", { name: "Request pages" });
    expect(within(pages).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    fireEvent.click(within(pages).getByRole("button", { name: "Page 3" }));
    expect(await screen.findByRole("article", { name: "Request 15" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(spy.mock.calls.some(([input]) => String(input).endsWith("/api/forum/posts?page=3"))).toBe(true);
    fireEvent.click(within(pages).getByRole("button", { name: "Previous page" }));
    expect(await screen.findByRole("article", { name: "Request 8" })).toBeTruthy();
  });

  it("New Request: Submit waits for both fields, posts, and says so", async () => {
    const fake = board([post(1)]);
    await openBoard();
    const dialog = await openNewRequest();
    const submit = within(dialog).getByRole("button", { name: "Submit" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "Bug Report" }));
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "  Dark mode  " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "   " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Description"), { target: { value: "Please add it" } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByText("Request submitted successfully!")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentBodies(fake.spy, "POST /api/forum/posts")).toEqual([
      { requestType: "bug", title: "Dark mode", description: "Please add it" },
    ]);
    const mine = await screen.findByRole("article", { name: "Dark mode" });
    expect(within(mine).getByText("Bug Report")).toBeTruthy();
    expect(within(mine).getByText("Open")).toBeTruthy();
    expect(within(mine).getByRole("button", { name: "Edit request" })).toBeTruthy();

    // The next form starts empty.
    const again = await openNewRequest();
    expect((within(again).getByLabelText("Title") as HTMLInputElement).value).toBe("");
  });

  it("keeps what was typed when posting fails (cooldown), also after closing the dialog", async () => {
    const fake = board([post(1)]);
    fake.state.postCooldown = true;
    await openBoard();
    let dialog = await openNewRequest();
    submitRequest(dialog, "Second idea", "Details");
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please wait 5 minutes before posting again");
    expect((within(dialog).getByLabelText("Title") as HTMLInputElement).value).toBe("Second idea");

    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await openNewRequest();
    expect((within(dialog).getByLabelText("Description") as HTMLTextAreaElement).value).toBe("Details");
  });

  it("says 'Failed to submit request' when the server can't be reached", async () => {
    board([]);
    await openBoard();
    expect(await screen.findByText("No requests yet")).toBeTruthy();
    const spy = vi.mocked(globalThis.fetch);
    const previous = spy.getMockImplementation()!;
    spy.mockImplementation(async (input, init) =>
      init?.method === "POST" ? Promise.reject(new TypeError("Failed to fetch")) : previous(input, init),
    );
    const dialog = await openNewRequest();
    submitRequest(dialog, "A", "B");
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to submit request");
  });

  it("votes once: 'Vote recorded!', then the button stays disabled", async () => {
    board([post(1, { totalVotes: 2 })]);
    await openBoard();
    const article = await screen.findByRole("article", { name: "Request 1" });
    fireEvent.click(within(article).getByRole("button", { name: "Vote 2 votes" }));
    expect(await screen.findByText("Vote recorded!")).toBeTruthy();
    const voted = await within(article).findByRole("button", { name: "Voted 3 votes" });
    expect((voted as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal of a second vote and disables the button", async () => {
    const fake = board([post(1, { totalVotes: 1 })]);
    await openBoard();
    const article = await screen.findByRole("article", { name: "Request 1" });
    // Voted elsewhere (another tab) since this page loaded.
    fake.posts[0]!.hasVoted = true;
    fireEvent.click(within(article).getByRole("button", { name: "Vote 1 vote" }));
    expect(await screen.findByText("You have already voted for this post")).toBeTruthy();
    await waitFor(() =>
      expect((within(article).getByRole("button", { name: /^Voted/ }) as HTMLButtonElement).disabled).toBe(true),
    );
  });

  it("comments: 'Please enter a comment', 'Comment added!', then the cooldown keeps the text", async () => {
    const fake = board([post(1)]);
    await openBoard();
    const article = await screen.findByRole("article", { name: "Request 1" });
    fireEvent.click(within(article).getByRole("button", { name: "Show Comments (0)" }));
    const box = within(article).getByLabelText("Add a comment");
    fireEvent.change(box, { target: { value: "   " } });
    fireEvent.click(within(article).getByRole("button", { name: "Add Comment" }));
    expect(within(article).getByText("Please enter a comment")).toBeTruthy();
    expect(sentBodies(fake.spy, `POST /api/forum/posts/${post(1).id}/comments`)).toEqual([]);

    fireEvent.change(box, { target: { value: "  Great idea  " } });
    fireEvent.click(within(article).getByRole("button", { name: "Add Comment" }));
    expect(await screen.findByText("Comment added!")).toBeTruthy();
    expect(await within(article).findByText("Great idea")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("");
    expect(within(article).getByRole("button", { name: "Hide Comments (1)" })).toBeTruthy();

    fireEvent.change(box, { target: { value: "One more" } });
    fireEvent.click(within(article).getByRole("button", { name: "Add Comment" }));
    expect(await screen.findByText("Please wait 5 minutes before commenting again")).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe("One more");
  });

  it("edits one's own request", async () => {
    board([post(1, { isOwn: true, title: "Old title" })]);
    await openBoard();
    const article = await screen.findByRole("article", { name: "Old title" });
    fireEvent.click(within(article).getByRole("button", { name: "Edit request" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Request" });
    const save = within(dialog).getByRole("button", { name: "Save Changes" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Title"), { target: { value: "New title" } });
    fireEvent.click(save);
    expect(await screen.findByText("Request updated!")).toBeTruthy();
    expect(await screen.findByRole("article", { name: "New title" })).toBeTruthy();
  });

  it("shows 'Failed to load posts' with Try Again", async () => {
    let fail = true;
    mockApi({
      "GET /api/forum/posts": () =>
        fail ? { status: 500, body: {} } : { body: { items: [post(1)], total: 1, page: 1, pageCount: 1 } },
    });
    await openBoard();
    expect(await screen.findByText("Failed to load posts", {}, { timeout: 6000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("article", { name: "Request 1" })).toBeTruthy();
  });
});

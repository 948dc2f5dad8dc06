// The request board (Forum tab) over HTTP: listing, posting, commenting, voting, editing, the
// 5-minute cooldowns on a controllable clock, concurrency, access rules, and inert HTML.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumComments, forumPosts, forumVotes } from "../src/db/schema";
import {
  createTestApp,
  createTestClock,
  signInGuest,
  signUpAs,
  TEST_ORIGIN,
  type TestClock,
  type TestContext,
} from "./test-app";

let ctx: TestContext;
let clock: TestClock;
const MINUTE = 60_000;

beforeAll(async () => {
  clock = createTestClock(new Date("2026-11-21T10:00:00Z"));
  ctx = await createTestApp({}, { clock });
});
afterAll(async () => {
  await ctx?.close();
});

type Method = "GET" | "POST" | "PATCH";
let userCounter = 0;

function client(cookie: string | undefined) {
  return (method: Method, url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        ...(cookie ? { cookie } : {}),
        ...(payload !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** A registered, verified, signed-in member of the board. */
async function member(prefix = "member") {
  userCounter += 1;
  const username = `${prefix}${userCounter}`.slice(0, 15);
  const { userId, cookie } = await signUpAs(ctx, username, "amber-falcon-42");
  const call = client(cookie);
  return {
    id: userId,
    username,
    cookie,
    call,
    post: (body: { requestType?: string; title?: string; description?: string }) =>
      call("POST", "/api/forum/posts", {
        requestType: "feature",
        title: "A title",
        description: "A description",
        ...body,
      }),
    comment: (postId: string, content: string) => call("POST", `/api/forum/posts/${postId}/comments`, { content }),
    vote: (postId: string) => call("POST", `/api/forum/posts/${postId}/vote`),
    page: async (page?: number) => {
      const res = await call("GET", `/api/forum/posts${page === undefined ? "" : `?page=${page}`}`);
      expect(res.statusCode).toBe(200);
      return res.json() as ForumPage;
    },
  };
}

interface ForumComment {
  id: string;
  username: string;
  content: string;
  createdAt: string;
}
interface ForumPost {
  id: string;
  createdBy: string;
  title: string;
  description: string;
  requestType: string;
  status: string;
  totalVotes: number;
  createdAt: string;
  isOwn: boolean;
  hasVoted: boolean;
  comments: ForumComment[];
}
interface ForumPage {
  items: ForumPost[];
  total: number;
  page: number;
  pageCount: number;
}

async function findPost(viewer: Awaited<ReturnType<typeof member>>, id: string): Promise<ForumPost> {
  for (let page = 1; ; page++) {
    const body = await viewer.page(page);
    const hit = body.items.find((p) => p.id === id);
    if (hit) return hit;
    if (page >= body.pageCount) throw new Error(`post ${id} not listed`);
  }
}

/** A post by `author` made at the clock's now, and its id. */
async function newPost(author: Awaited<ReturnType<typeof member>>, title = "Dark mode for the charts") {
  const res = await author.post({ title, description: "Please." });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

describe("posting a request", () => {
  it("201 'Request submitted successfully!'; the new post is open, has no votes or comments, and is the author's own", async () => {
    const alice = await member("alice");
    const bob = await member("bob");
    const res = await alice.post({ requestType: "bug", title: "  Audio stops  ", description: " After 3 words " });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: "Request submitted successfully!" });
    const id = res.json().id as string;

    const mine = await findPost(alice, id);
    expect(mine).toMatchObject({
      id,
      createdBy: alice.username,
      title: "Audio stops",
      description: "After 3 words",
      requestType: "bug",
      status: "open",
      totalVotes: 0,
      comments: [],
      isOwn: true,
      hasVoted: false,
    });
    expect(new Date(mine.createdAt).toISOString()).toBe(clock().toISOString());
    expect((await findPost(bob, id)).isOwn).toBe(false);
  });

  it("'Please fill in all fields' when the title or description is blank after trimming, or the type is unknown", async () => {
    const u = await member("blank");
    for (const body of [
      { title: "   " },
      { description: "\n\t " },
      { title: "" },
      { requestType: "question" },
      { title: undefined as unknown as string },
    ]) {
      const res = await u.post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toBe("Please fill in all fields");
    }
    // The refused attempts did not start a cooldown.
    expect((await u.post({})).statusCode).toBe(201);
  });

  it("cooldown: within 5 minutes of the last post, 429 'Please wait {n} minutes…' counting down; allowed again after 5 minutes", async () => {
    clock.set(new Date("2026-11-21T11:00:00Z"));
    const u = await member("cool");
    expect((await u.post({ title: "First" })).statusCode).toBe(201);

    const waits: [number, number][] = [
      [0, 5],
      [1, 5], // 1 ms later: still 5 (rounded up)
      [MINUTE, 4],
      [2 * MINUTE + 30_000, 3],
      [4 * MINUTE, 1],
      [5 * MINUTE - 1, 1],
    ];
    for (const [elapsed, minutes] of waits) {
      clock.set(new Date(Date.parse("2026-11-21T11:00:00Z") + elapsed));
      const res = await u.post({ title: `Attempt at +${elapsed} ms` });
      expect(res.statusCode, `at +${elapsed} ms`).toBe(429);
      expect(res.json().error.message).toBe(`Please wait ${minutes} minutes before posting again`);
      expect(Number(res.headers["retry-after"])).toBe(minutes * 60);
    }

    clock.set(new Date(Date.parse("2026-11-21T11:00:00Z") + 5 * MINUTE));
    const again = await u.post({ title: "Second" });
    expect(again.statusCode).toBe(201);
    // The cooldown restarts from the new post.
    clock.advance(2 * MINUTE);
    const third = await u.post({ title: "Third" });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe("Please wait 3 minutes before posting again");
    // Only the two accepted posts exist.
    const rows = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.userId, u.id));
    expect(rows.map((r) => r.title).sort()).toEqual(["First", "Second"]);
  });

  it("the cooldown is per user: another member may post at once", async () => {
    const a = await member("pera");
    const b = await member("perb");
    expect((await a.post({})).statusCode).toBe(201);
    expect((await b.post({})).statusCode).toBe(201);
  });

  it("20 concurrent posts by one user: exactly one is accepted, the others get the cooldown", async () => {
    const u = await member("burst");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => u.post({ title: `Burst ${i}`, description: "Same moment" })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 429)).toHaveLength(19);
    for (const r of results.filter((x) => x.statusCode === 429)) {
      expect(r.json().error.message).toBe("Please wait 5 minutes before posting again");
    }
    expect(await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.userId, u.id))).toHaveLength(1);
  });
});

describe("listing", () => {
  it("7 per page, newest first, with comments (oldest first), hasVoted and isOwn for the viewer", async () => {
    // A board of its own so the counts are exact.
    const own = await createTestApp({}, { clock });
    const outer = ctx;
    ctx = own;
    try {
      clock.set(new Date("2026-11-22T08:00:00Z"));
      const authors = [await member("list"), await member("list"), await member("list")];
      const ids: string[] = [];
      for (let i = 0; i < 9; i++) {
        clock.advance(2 * MINUTE); // three authors in turn: each posts every 6 minutes, past the cooldown
        const res = await authors[i % 3]!.post({ title: `Request ${i}` });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().id);
      }
      const [a, b, c] = authors;
      clock.advance(MINUTE);
      expect((await b!.comment(ids[8]!, "first comment")).statusCode).toBe(201);
      clock.advance(MINUTE);
      expect((await c!.comment(ids[8]!, "second comment")).statusCode).toBe(201);
      expect((await a!.vote(ids[7]!)).statusCode).toBe(200);

      const first = await a!.page(1);
      expect(first).toMatchObject({ total: 9, page: 1, pageCount: 2 });
      expect(first.items.map((p) => p.title)).toEqual([8, 7, 6, 5, 4, 3, 2].map((i) => `Request ${i}`));
      const newest = first.items[0]!;
      expect(newest.comments.map((cm) => [cm.username, cm.content])).toEqual([
        [b!.username, "first comment"],
        [c!.username, "second comment"],
      ]);
      expect(first.items.find((p) => p.id === ids[7])).toMatchObject({ hasVoted: true, totalVotes: 1 });
      expect(first.items.filter((p) => p.hasVoted)).toHaveLength(1);
      // Author of posts 0, 3 and 6 is a.
      expect(first.items.filter((p) => p.isOwn).map((p) => p.title)).toEqual(["Request 6", "Request 3"]);

      const second = await a!.page(2);
      expect(second).toMatchObject({ total: 9, page: 2, pageCount: 2 });
      expect(second.items.map((p) => p.title)).toEqual(["Request 1", "Request 0"]);
      expect(second.items.map((p) => p.isOwn)).toEqual([false, true]);

      // Seen by b, the vote is a's, not b's.
      const seenByB = await b!.page(1);
      expect(seenByB.items.find((p) => p.id === ids[7])).toMatchObject({ hasVoted: false, totalVotes: 1 });
      // A page past the end gives the last page; no page means page 1.
      expect((await a!.page(99)).page).toBe(2);
      expect((await a!.page()).items[0]!.title).toBe("Request 8");
      expect((await a!.call("GET", "/api/forum/posts?page=0")).statusCode).toBe(400);
      expect((await a!.call("GET", "/api/forum/posts?page=abc")).statusCode).toBe(400);
    } finally {
      ctx = outer;
      await own.close();
    }
  });
});

describe("comments", () => {
  it("'Comment added!', 'Please enter a comment', and the 5-minute comment cooldown across posts", async () => {
    clock.set(new Date("2026-11-23T09:00:00Z"));
    const author = await member("cauthor");
    const u = await member("commenter");
    const p1 = await newPost(author, "Post one");
    clock.advance(5 * MINUTE);
    const p2 = await newPost(author, "Post two");

    const blank = await u.comment(p1, "   \n ");
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe("Please enter a comment");
    const missing = await u.call("POST", `/api/forum/posts/${p1}/comments`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe("Please enter a comment");

    const start = clock().getTime();
    const ok = await u.comment(p1, "  Me too!  ");
    expect(ok.statusCode).toBe(201);
    expect(ok.json().message).toBe("Comment added!");
    expect(ok.json().comment).toMatchObject({ postId: p1, username: u.username, content: "Me too!" });

    // The comment cooldown covers every post, counts down, and ends after 5 minutes.
    for (const [elapsed, minutes] of [
      [0, 5],
      [MINUTE + 1, 4],
      [4 * MINUTE + 59_999, 1],
    ] as const) {
      clock.set(new Date(start + elapsed));
      const res = await u.comment(p2, `again at ${elapsed}`);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.message).toBe(`Please wait ${minutes} minutes before commenting again`);
    }
    clock.set(new Date(start + 5 * MINUTE));
    expect((await u.comment(p2, "now it works")).statusCode).toBe(201);

    // Posting and commenting have separate cooldowns: a member may comment right after posting.
    const poster = await member("both");
    const p3 = await newPost(poster, "Post three");
    expect((await poster.comment(p3, "Some context")).statusCode).toBe(201);

    const listed = await findPost(u, p1);
    expect(listed.comments.map((c) => c.content)).toEqual(["Me too!"]);
    expect((await findPost(u, p2)).comments.map((c) => c.content)).toEqual(["now it works"]);
  });

  it("unknown post → 404; malformed id → 400", async () => {
    const u = await member("c404");
    expect((await u.comment(crypto.randomUUID(), "hello")).statusCode).toBe(404);
    expect((await u.comment("not-a-uuid", "hello")).statusCode).toBe(400);
  });

  it("20 concurrent comments by one user: exactly one is accepted", async () => {
    const author = await member("cburst");
    const u = await member("cburst");
    const postId = await newPost(author);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => u.comment(postId, `c${i}`)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(19);
    expect(
      await ctx.database.db
        .select()
        .from(forumComments)
        .where(and(eq(forumComments.postId, postId), eq(forumComments.userId, u.id))),
    ).toHaveLength(1);
  });
});

describe("votes", () => {
  it("'Vote recorded!', then 409 'You have already voted for this post'; other members' votes add up", async () => {
    const author = await member("vauthor");
    const v1 = await member("voter");
    const v2 = await member("voter");
    const postId = await newPost(author);

    const first = await v1.vote(postId);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe("Vote recorded!");
    const again = await v1.vote(postId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("You have already voted for this post");
    expect((await v2.vote(postId)).statusCode).toBe(200);

    expect(await findPost(v1, postId)).toMatchObject({ totalVotes: 2, hasVoted: true });
    expect(await findPost(author, postId)).toMatchObject({ totalVotes: 2, hasVoted: false });
    expect((await v1.vote(crypto.randomUUID())).statusCode).toBe(404);
  });

  it("20 concurrent votes by one user count once: total_votes 1 and one forum_votes row", async () => {
    const author = await member("vburst");
    const u = await member("vburst");
    const postId = await newPost(author);
    const results = await Promise.all(Array.from({ length: 20 }, () => u.vote(postId)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [post] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.totalVotes).toBe(1);
    expect(await ctx.database.db.select().from(forumVotes).where(eq(forumVotes.postId, postId))).toHaveLength(1);
    expect(await findPost(u, postId)).toMatchObject({ totalVotes: 1, hasVoted: true });
  });
});

describe("editing", () => {
  it("another member cannot edit a post (403, nothing changed); the author can", async () => {
    const author = await member("eauthor");
    const other = await member("eother");
    const postId = await newPost(author, "Original title");
    const [before] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));

    const denied = await other.call("PATCH", `/api/forum/posts/${postId}`, { title: "Hijacked", description: "x" });
    expect(denied.statusCode).toBe(403);
    const [after] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(after).toEqual(before);

    const anonymous = await client(undefined)("PATCH", `/api/forum/posts/${postId}`, {
      title: "Hijacked",
      description: "x",
    });
    expect(anonymous.statusCode).toBe(401);
    const guest = await signInGuest(ctx);
    const byGuest = await client(guest.cookie)("PATCH", `/api/forum/posts/${postId}`, {
      title: "Hijacked",
      description: "x",
    });
    expect(byGuest.statusCode).toBe(403);
    expect((await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId)))[0]).toEqual(before);

    const blank = await author.call("PATCH", `/api/forum/posts/${postId}`, { title: " ", description: "x" });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe("Please fill in all fields");

    const ok = await author.call("PATCH", `/api/forum/posts/${postId}`, {
      title: "Better title",
      description: "Better description",
    });
    expect(ok.statusCode).toBe(200);
    expect(await findPost(other, postId)).toMatchObject({
      title: "Better title",
      description: "Better description",
      status: "open",
      createdBy: author.username,
    });
    expect(
      (await author.call("PATCH", `/api/forum/posts/${crypto.randomUUID()}`, { title: "a", description: "b" }))
        .statusCode,
    ).toBe(404);
  });
});

describe("access", () => {
  it("guests get 403 'Create an account to access Forum' everywhere", async () => {
    const author = await member("gauthor");
    const postId = await newPost(author);
    const guest = await signInGuest(ctx);
    const call = client(guest.cookie);
    for (const res of [
      await call("GET", "/api/forum/posts"),
      await call("POST", "/api/forum/posts", { requestType: "feature", title: "t", description: "d" }),
      await call("POST", `/api/forum/posts/${postId}/comments`, { content: "hi" }),
      await call("POST", `/api/forum/posts/${postId}/vote`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("Create an account to access Forum");
    }
    const [post] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(post?.totalVotes).toBe(0);
    expect(await ctx.database.db.select().from(forumComments).where(eq(forumComments.postId, postId))).toHaveLength(0);
  });

  it("signed-out visitors get 401 with the spec's 'Please log in…' texts", async () => {
    const author = await member("sauthor");
    const postId = await newPost(author);
    const call = client(undefined);
    const cases: [Awaited<ReturnType<typeof call>>, string][] = [
      [
        await call("POST", "/api/forum/posts", { requestType: "feature", title: "t", description: "d" }),
        "Please log in to submit a request",
      ],
      [await call("POST", `/api/forum/posts/${postId}/comments`, { content: "hi" }), "Please log in to comment"],
      [await call("POST", `/api/forum/posts/${postId}/vote`), "Please log in to vote"],
    ];
    for (const [res, message] of cases) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toBe(message);
    }
    expect((await call("GET", "/api/forum/posts")).statusCode).toBe(401);
  });
});

describe("HTML stays inert", () => {
  it("titles, descriptions and comments are stored and returned as the literal text, inside JSON", async () => {
    const author = await member("html");
    const reader = await member("reader");
    const title = "<img src=x onerror=alert(1)>";
    const description = `<script>alert("x")</script> & &amp; 'quotes' <a href="javascript:alert(1)">link</a>`;
    const comment = "<b onmouseover=alert(1)>hover</b> <!-- --> &lt;";
    // Later than every other post of this file, so it is the newest: first on page 1 whatever ran before.
    clock.set(new Date("2027-06-01T12:00:00Z"));

    const created = await author.post({ title, description });
    expect(created.statusCode).toBe(201);
    const postId = created.json().id as string;
    clock.advance(MINUTE);
    expect((await reader.comment(postId, comment)).statusCode).toBe(201);

    const [row] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, postId));
    expect(row).toMatchObject({ title, description });
    const [commentRow] = await ctx.database.db.select().from(forumComments).where(eq(forumComments.postId, postId));
    expect(commentRow?.content).toBe(comment);

    const res = await reader.call("GET", "/api/forum/posts");
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const post = (res.json() as ForumPage).items.find((p) => p.id === postId)!;
    expect(post.title).toBe(title);
    expect(post.description).toBe(description);
    expect(post.comments[0]!.content).toBe(comment);
    // Byte-identical inside the JSON text: exactly JSON.stringify of the original, no entity encoding.
    expect(res.body).toContain(JSON.stringify(title));
    expect(res.body).toContain(JSON.stringify(comment));
    expect(res.body).not.toContain("&lt;img");

    // Editing keeps it literal too.
    const edited = "<svg onload=alert(2)>";
    expect((await author.call("PATCH", `/api/forum/posts/${postId}`, { title: edited, description })).statusCode).toBe(
      200,
    );
    expect((await findPost(reader, postId)).title).toBe(edited);
  });
});

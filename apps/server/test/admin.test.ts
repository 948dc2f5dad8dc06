// The operator's tools: the token-guarded /api/admin/* routes (what the command line calls when a
// server holds the embedded database), and the command line itself as a child process, both
// directly on a fresh DATA_DIR and through a running server.
import type { ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forumPosts, updates } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { operatorEnv, runCli, startServer as startServerProcess } from "./server-process";
import { adminInject, cookieCall, createTestApp, signInGuest, signUpMember, TEST_ORIGIN } from "./test-app";

const fixtures = path.join(import.meta.dirname, "fixtures/decks");

let token: string;

const ctx = appPerFile(() => createTestApp());
beforeAll(async () => {
  token = JSON.parse(fs.readFileSync(path.join(ctx.dataDir, "secrets.json"), "utf8")).adminToken;
});

function admin(method: "GET" | "POST", url: string, payload?: unknown, adminToken: string | null = token) {
  return adminInject(ctx, adminToken, method, url, payload);
}

const member = () => signUpMember(ctx, "adm");

function asUser(cookie: string, method: "GET" | "POST", url: string, payload?: unknown) {
  return cookieCall(ctx, cookie)(method, url, payload);
}

describe("the admin routes", () => {
  it("answer 404 to a missing or wrong token, and do nothing", async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    const wrong = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const t of [null, "", wrong, "x", `${token}x`]) {
      const list = await admin("GET", "/api/admin/updates", undefined, t);
      expect(list.statusCode, `token ${t}`).toBe(404);
      const publish = await admin("POST", "/api/admin/updates", { title: "Nope", description: "Nope" }, t);
      expect(publish.statusCode).toBe(404);
      expect((await admin("GET", "/api/admin/requests", undefined, t)).statusCode).toBe(404);
      expect((await admin("GET", "/api/admin/contact", undefined, t)).statusCode).toBe(404);
      const status = await admin("POST", `/api/admin/requests/${crypto.randomUUID()}/status`, { status: "closed" }, t);
      expect(status.statusCode).toBe(404);
    }
    expect(await ctx.database.db.select().from(updates).where(eq(updates.title, "Nope"))).toHaveLength(0);
    // A signed-in user's session is no substitute for the token.
    const user = await member();
    expect((await asUser(user.cookie, "GET", "/api/admin/updates")).statusCode).toBe(404);
  });

  it("publish an update: it comes first in GET /api/updates", async () => {
    // Older entries already in the feed.
    await ctx.database.db.insert(updates).values(
      [1, 2, 3].map((i) => ({
        title: `Older ${i}`,
        description: "Earlier news",
        publishDate: new Date(Date.now() - i * 86_400_000),
      })),
    );
    const res = await admin("POST", "/api/admin/updates", {
      title: "  Korean decks are here  ",
      description: "Five new decks.",
      category: "Decks",
      icon: "languages",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: "Korean decks are here", category: "Decks" });
    const id = res.json().id as string;

    const guest = await signInGuest(ctx);
    const feed = await asUser(guest.cookie, "GET", "/api/updates");
    expect(feed.statusCode).toBe(200);
    const items = feed.json().items as { id: string; title: string; category: string; icon: string }[];
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ id, title: "Korean decks are here", category: "Decks", icon: "languages" });
    expect(items.slice(1).map((u) => u.title)).toEqual(["Older 1", "Older 2"]);

    // Without a category the default one is used; the admin list is newest first.
    const plain = await admin("POST", "/api/admin/updates", { title: "Bug fixes", description: "Small ones." });
    expect(plain.statusCode).toBe(200);
    const list = (await admin("GET", "/api/admin/updates")).json() as { title: string; category: string }[];
    expect(list.map((u) => u.title)).toEqual(["Bug fixes", "Korean decks are here", "Older 1", "Older 2", "Older 3"]);
    expect(list[0]!.category).toBe("Lexistep Updates");

    // Blank title or description: 400, nothing published.
    expect((await admin("POST", "/api/admin/updates", { title: " ", description: "x" })).statusCode).toBe(400);
    expect((await admin("POST", "/api/admin/updates", { title: "x" })).statusCode).toBe(400);
    expect(await ctx.database.db.select().from(updates)).toHaveLength(5);
  });

  it("set a request's status: the board shows it; an unknown status is 400, an unknown id 404", async () => {
    const author = await member();
    const viewer = await member();
    const created = await asUser(author.cookie, "POST", "/api/forum/posts", {
      requestType: "feature",
      title: "Offline mode",
      description: "Study on the train.",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const statusOnBoard = async () =>
      ((await asUser(viewer.cookie, "GET", "/api/forum/posts")).json().items as { id: string; status: string }[]).find(
        (p) => p.id === id,
      )?.status;
    expect(await statusOnBoard()).toBe("open");

    for (const status of ["under-review", "in-progress", "planned", "completed", "closed", "open", "planned"]) {
      const res = await admin("POST", `/api/admin/requests/${id}/status`, { status });
      expect(res.statusCode, status).toBe(200);
      expect(await statusOnBoard()).toBe(status);
    }
    const listed = (await admin("GET", "/api/admin/requests?status=planned")).json() as { id: string }[];
    expect(listed.map((p) => p.id)).toContain(id);
    expect(
      ((await admin("GET", "/api/admin/requests?status=closed")).json() as { id: string }[]).map((p) => p.id),
    ).not.toContain(id);
    expect((await admin("GET", "/api/admin/requests?status=done")).statusCode).toBe(400);

    const unknownStatus = await admin("POST", `/api/admin/requests/${id}/status`, { status: "done" });
    expect(unknownStatus.statusCode).toBe(400);
    const missingStatus = await admin("POST", `/api/admin/requests/${id}/status`, {});
    expect(missingStatus.statusCode).toBe(400);
    expect(await statusOnBoard()).toBe("planned");

    const ghost = crypto.randomUUID();
    const unknownId = await admin("POST", `/api/admin/requests/${ghost}/status`, { status: "closed" });
    expect(unknownId.statusCode).toBe(404);
    expect(unknownId.json().error.message).toBe(`No request with id ${ghost}.`);
    expect((await admin("POST", "/api/admin/requests/not-an-id/status", { status: "closed" })).statusCode).toBe(400);

    const [row] = await ctx.database.db.select().from(forumPosts).where(eq(forumPosts.id, id));
    expect(row?.status).toBe("planned");
  });

  it("list contact messages, newest first, with a limit", async () => {
    for (const [email, message] of [
      ["first@example.org", "Hello there"],
      ["second@example.org", "Line one\nLine two"],
    ]) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
        payload: { email, message },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await admin("GET", "/api/admin/contact");
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { email: string; message: string; createdAt: string }[];
    expect(rows.map((m) => [m.email, m.message])).toEqual([
      ["second@example.org", "Line one\nLine two"],
      ["first@example.org", "Hello there"],
    ]);
    expect(Number.isNaN(Date.parse(rows[0]!.createdAt))).toBe(false);
    expect((await admin("GET", "/api/admin/contact?limit=1")).json()).toHaveLength(1);
    expect((await admin("GET", "/api/admin/contact?limit=0")).statusCode).toBe(400);
  });
});

// ---------------------------------------------------------------------------------------------
// The command line as a child process.

describe("the command line on the embedded database (no server running)", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-cli-"));
    env = operatorEnv(dataDir);
  });
  afterAll(() => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("updates:publish, then updates:list shows it", async () => {
    const published = await runCli(
      ["updates:publish", "--title", "Hello from the CLI", "--description", "Published directly."],
      env,
    );
    expect(published.code, published.stderr).toBe(0);
    expect(published.stdout).toMatch(/^Published "Hello from the CLI" \([0-9a-f-]{36}\)\.\n$/);
    const listed = await runCli(["updates:list"], env);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/^\d{4}-\d{2}-\d{2} {2}Lexistep Updates\s+Hello from the CLI$/m);
  }, 120_000);

  it("requests:status with an unknown id exits 1 with 'No request with id …'", async () => {
    const id = crypto.randomUUID();
    const res = await runCli(["requests:status", id, "closed"], env);
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`No request with id ${id}.`);
  }, 60_000);

  it("an unknown command exits 2 with the usage; an unknown status too", async () => {
    const res = await runCli(["frobnicate"], env);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Unknown command "frobnicate".');
    expect(res.stderr).toContain("Usage: npm run admin -- <command> [options]");
    const badStatus = await runCli(["requests:status", crypto.randomUUID(), "done"], env);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain('Unknown status "done".');
    const none = await runCli([], env);
    expect(none.code).toBe(2);
    expect(none.stdout).toContain("Usage: npm run admin -- <command> [options]");
  }, 60_000);
});

describe("the command line through a running server", () => {
  const children: ChildProcess[] = [];
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-cli-srv-"));
    dataDirs.push(dir);
    return dir;
  };

  async function freePort(): Promise<number> {
    return new Promise((resolve) => {
      const srv = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
  }

  /** A server's environment on this DATA_DIR and port, with the fixture decks as starter content. */
  function serverEnvFor(dataDir: string, port: number, extra: Record<string, string> = {}) {
    return operatorEnv(dataDir, {
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      PORT: String(port),
      STARTER_DATA_DIR: fixtures,
      ...extra,
    });
  }

  const startServer = (env: NodeJS.ProcessEnv) => startServerProcess(env, children);

  it("goes through the server (the embedded database is locked) and succeeds; SIGTERM stops the server", async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const serverEnv = serverEnvFor(dataDir, port);
    const server = startServer(serverEnv);
    await server.waitFor("Lexistep is listening");
    const address = JSON.parse(fs.readFileSync(path.join(dataDir, "server.json"), "utf8"));
    expect(address.url).toBe(`http://127.0.0.1:${port}`);

    try {
      // The operator's shell knows only DATA_DIR: the command line finds the server from it.
      // (Soft assertions: every command's outcome is reported.)
      const env = operatorEnv(dataDir);
      const published = await runCli(
        ["updates:publish", "--title", "Through the server", "--description", "The database is locked."],
        env,
      );
      expect.soft(published.code, `${published.stdout}${published.stderr}`).toBe(0);
      expect.soft(published.stdout).toMatch(/^Published "Through the server" \([0-9a-f-]{36}\)\.\n$/);

      const listed = await runCli(["updates:list"], env);
      expect.soft(listed.code, listed.stderr).toBe(0);
      expect.soft(listed.stdout).toContain("Through the server");

      const ghost = crypto.randomUUID();
      const status = await runCli(["requests:status", ghost, "closed"], env);
      expect.soft(status.code).toBe(1);
      expect.soft(status.stderr).toContain(`No request with id ${ghost}.`);

      const requests = await runCli(["requests:list"], env);
      expect.soft(requests.code, requests.stderr).toBe(0);
      expect.soft(requests.stdout).toContain("No requests.");
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
    expect(server.output()).toContain("stopped cleanly");

    // With the server stopped, the command line opens the database itself and sees the same feed.
    const after = await runCli(["updates:list"], operatorEnv(dataDir));
    expect(after.code, after.stderr).toBe(0);
    expect.soft(after.stdout).toContain("Through the server");
  }, 180_000);

  it("also succeeds with the server's own environment (same PORT): publish, list, and a status the board shows", async () => {
    const dataDir = freshDataDir();
    const port = await freePort();
    const serverEnv = serverEnvFor(dataDir, port, { CAPTCHA: "off", EMAIL_VERIFICATION: "off" });
    const server = startServer(serverEnv);
    await server.waitFor("Lexistep is listening");
    const base = `http://127.0.0.1:${port}`;
    const origin = `http://localhost:${port}`;
    try {
      const published = await runCli(
        ["updates:publish", "--title", "Same environment", "--description", "Via the server."],
        serverEnv,
      );
      expect(published.code, `${published.stdout}${published.stderr}`).toBe(0);
      const listed = await runCli(["updates:list"], serverEnv);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain("Same environment");

      // A member posts a request on the running server; the command line changes its status.
      const credentials = { email: "cli-member@example.org", password: "amber-falcon-42" };
      const json = { origin, "content-type": "application/json" };
      const signup = await fetch(`${base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ username: "climember", ...credentials, confirmPassword: credentials.password }),
      });
      expect(signup.status).toBe(200);
      const signin = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: json,
        body: JSON.stringify(credentials),
      });
      expect(signin.status).toBe(200);
      const cookie = signin.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      const posted = await fetch(`${base}/api/forum/posts`, {
        method: "POST",
        headers: { ...json, cookie },
        body: JSON.stringify({ requestType: "bug", title: "Crash on start", description: "Sometimes." }),
      });
      expect(posted.status).toBe(201);
      const { id } = (await posted.json()) as { id: string };

      const changed = await runCli(["requests:status", id, "in-progress"], serverEnv);
      expect(changed.code, changed.stderr).toBe(0);
      expect(changed.stdout).toContain(`Request ${id} is now "in-progress".`);
      const board = (await (await fetch(`${base}/api/forum/posts`, { headers: { cookie } })).json()) as {
        items: { id: string; status: string }[];
      };
      expect(board.items.find((p) => p.id === id)?.status).toBe("in-progress");
      const requests = await runCli(["requests:list", "--status", "in-progress"], serverEnv);
      expect(requests.code, requests.stderr).toBe(0);
      expect(requests.stdout).toContain(id);
      expect(requests.stdout).toContain("Crash on start  (by climember)");

      const ghost = crypto.randomUUID();
      const unknown = await runCli(["requests:status", ghost, "closed"], serverEnv);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain(`No request with id ${ghost}.`);
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  }, 180_000);
});

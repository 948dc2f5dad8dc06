import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { fsrsSettings, userInfo, users } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import { NEW_ACCOUNT_SETTINGS } from "./new-account-settings";
import { cookiesFrom, createTestApp, TEST_ORIGIN } from "./test-app";

const ctx = appPerFile(() => createTestApp());

async function signInAnonymously() {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/anonymous",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: "{}",
  });
  return res;
}

describe("anonymous sign-in (TRY IT NOW)", () => {
  it("creates a guest with a database session and an httpOnly, SameSite=Lax cookie", async () => {
    const res = await signInAnonymously();
    expect(res.statusCode).toBe(200);
    const setCookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
    const sessionCookie = setCookie.find((c) => c.startsWith("lexistep.session_token="));
    expect(sessionCookie).toBeDefined();
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const session = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie: cookiesFrom(res.headers["set-cookie"]), origin: TEST_ORIGIN },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().user.isAnonymous).toBe(true);
  });

  it("does the first sign-in bookkeeping once, on the server", async () => {
    const res = await signInAnonymously();
    const userId: string = res.json().user.id;
    const [info] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, userId));
    expect(info?.username).toBe(`guest_${userId.slice(0, 8)}`);
    const [settings] = await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId));
    expect(settings).toMatchObject(NEW_ACCOUNT_SETTINGS);
  });

  it("has no session without the cookie", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/auth/get-session" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it("deleting the user removes their rows by cascade", async () => {
    const res = await signInAnonymously();
    const userId: string = res.json().user.id;
    await ctx.database.db.delete(users).where(eq(users.id, userId));
    expect(await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, userId))).toHaveLength(0);
    expect(await ctx.database.db.select().from(fsrsSettings).where(eq(fsrsSettings.userId, userId))).toHaveLength(0);
  });
});

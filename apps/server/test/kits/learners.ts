import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { userDecks, users } from "../../src/db/schema";
import { cookiesFrom, TEST_ORIGIN, type TestContext, uniqueRemoteAddress } from "../test-app";

const PASSWORD = "amber-falcon-42";
const json = { origin: TEST_ORIGIN, "content-type": "application/json" };

/** A learner signed up as `name`, marked verified in the database, signed in with the password, with `decks` added. */
export async function passwordLearner(ctx: TestContext, name: string, decks: string[] = []) {
  const email = `${name}@example.org`;
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: json,
    remoteAddress: uniqueRemoteAddress(), // sign-ups are limited per address
    payload: { username: name, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signedIn = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: json,
    payload: { email, password: PASSWORD },
  });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  for (const subDeckId of decks) await ctx.database.db.insert(userDecks).values({ userId: user!.id, subDeckId });
  const cookie = cookiesFrom(signedIn.headers["set-cookie"]);
  const headers = { origin: TEST_ORIGIN, cookie, "x-time-zone": "UTC" };
  const call = (method: "GET" | "PUT" | "POST" | "DELETE", path: string, payload?: object) => {
    const options: InjectOptions =
      payload === undefined
        ? { method, url: path, headers }
        : { method, url: path, headers: { ...headers, "content-type": "application/json" }, payload };
    return ctx.app.inject(options);
  };
  return { id: user!.id, cookie, call };
}

import type { FastifyRequest } from "fastify";
import { describe, expect, it } from "vitest";
import type { Auth } from "../src/auth/auth";
import { readSessionUser } from "../src/auth/session";

/** An auth whose session lookups are counted and answered only when `answer()` is called. */
function countingAuth() {
  const calls: string[] = [];
  let answers: (() => void)[] = [];
  const auth = {
    api: {
      getSession: ({ headers }: { headers: Headers }) => {
        calls.push(headers.get("cookie") ?? "");
        return new Promise((resolve) =>
          answers.push(() =>
            resolve({
              user: { id: "u1", email: "a@example.org", name: "A", emailVerified: true, createdAt: new Date(0) },
            }),
          ),
        );
      },
    },
  } as unknown as Auth;
  const answer = () => {
    const now = answers;
    answers = [];
    for (const resolve of now) resolve();
  };
  return { auth, calls, answer };
}

const request = (cookie?: string) => ({ headers: cookie ? { cookie } : {} }) as FastifyRequest;

describe("session lookups", () => {
  it("share one read among requests that arrive together with the same cookie, and keep nothing after", async () => {
    const { auth, calls, answer } = countingAuth();
    const together = [readSessionUser(auth, request("s=1")), readSessionUser(auth, request("s=1"))];
    const other = readSessionUser(auth, request("s=2"));
    expect(calls).toEqual(["s=1", "s=2"]);
    answer();
    for (const user of await Promise.all([...together, other])) expect(user?.id).toBe("u1");
    // Answered: the next request with that cookie reads the session again (a revoked one is refused at once).
    const later = readSessionUser(auth, request("s=1"));
    expect(calls).toEqual(["s=1", "s=2", "s=1"]);
    answer();
    expect((await later)?.id).toBe("u1");
  });

  it("reads nothing for a request without a cookie", async () => {
    const { auth, calls } = countingAuth();
    expect(await readSessionUser(auth, request())).toBeNull();
    expect(calls).toEqual([]);
  });
});

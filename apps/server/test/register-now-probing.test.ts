import { beforeAll, describe, expect, it } from "vitest";
import { appPerFile } from "./app-per-file";
import { createTestApp, jsonHeaders, signInGuest, signUpVerified } from "./test-app";

/**
 * Register Now tells a guest that an e-mail is already registered (the guest becomes registered in
 * place, so hiding it cannot work). Probing e-mails that way is limited like sign-up: per device key
 * (2 an hour) and, for a prober who changes keys, per address (60 an hour).
 */

const PASSWORD = "quiet-harbor-7";
const ctx = appPerFile(() => createTestApp());
beforeAll(async () => {
  await signUpVerified(ctx, { username: "known1", email: "known1@example.org", password: PASSWORD });
});

async function probe(remoteAddress: string, deviceKey: string) {
  const guest = await signInGuest(ctx);
  return ctx.app.inject({
    method: "POST",
    url: "/api/account/convert",
    headers: jsonHeaders({ cookie: guest.cookie, deviceKey }),
    remoteAddress,
    payload: { username: "prober1", email: "known1@example.org", password: PASSWORD, confirmPassword: PASSWORD },
  });
}

describe("Register Now's 'already exists' answer", () => {
  it("is limited per device key like sign-up", async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await probe("192.0.2.10", "probing-device-1")).statusCode);
    expect(statuses).toEqual([409, 409, 429]);
  });

  it("is limited per address when the device key changes every time", async () => {
    for (let i = 0; i < 60; i++) {
      const res = await probe("192.0.2.20", `rotating-key-${i}`);
      expect(res.statusCode, `#${i + 1}: ${res.body}`).toBe(409);
    }
    const over = await probe("192.0.2.20", "rotating-key-60");
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe("SIGNUP_THROTTLED");
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  }, 60_000);
});

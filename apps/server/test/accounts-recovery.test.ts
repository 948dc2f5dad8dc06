import { describe, expect, it } from "vitest";
import { appPerFile } from "./app-per-file";
import {
  createTestApp,
  jsonHeaders,
  linkPath,
  readOutbox,
  sessionOf,
  signInGuest,
  signUpAs,
  uniqueRemoteAddress,
} from "./test-app";

/** Password reset (spec §4 Password reset, §5 Reset password, §8) and change password (§5 Change password). */

const PASSWORD = "quiet-harbor-7";
const NEW_PASSWORD = "bright-meadow-9";
const RESET_SENT = "Password reset link sent to your email! Check your inbox and spam folder.";
const INVALID_LINK = "Invalid or expired reset link. Please try requesting a new password reset.";

const ctx = appPerFile(() => createTestApp());

function post(url: string, payload: unknown, cookie?: string) {
  return ctx.app.inject({
    method: "POST",
    url,
    headers: jsonHeaders({ cookie }),
    remoteAddress: uniqueRemoteAddress(),
    payload: payload as object,
  });
}

const signIn = (email: string, password: string) => post("/api/auth/sign-in/email", { email, password });

async function requestReset(email: string) {
  return post("/api/auth/request-password-reset", { email });
}

/** The token of the newest reset mail to `email`, and the link it came in. */
function resetLinkFor(email: string): string | undefined {
  return readOutbox(ctx.dataDir)
    .filter((m) => m.to === email)
    .flatMap((m) => m.links)
    .filter((l) => l.includes("/api/auth/reset-password/"))
    .at(-1);
}

async function tokenFromLink(link: string): Promise<string> {
  const res = await ctx.app.inject({ method: "GET", url: linkPath(link) });
  expect(res.statusCode).toBe(302);
  const location = new URL(String(res.headers.location), "http://localhost:3000");
  expect(location.pathname).toBe("/reset-password");
  const token = location.searchParams.get("token");
  expect(token).toBeTruthy();
  return token!;
}

describe("password reset", () => {
  it("answers known and unknown e-mails alike, and mails only the known one", async () => {
    await signUpAs(ctx, "resetone", PASSWORD);
    const known = await requestReset("ResetOne@Example.org ");
    const unknown = await requestReset("nobody-at-all@example.org");
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json().message).toBe(RESET_SENT);
    expect(unknown.body).toBe(known.body);
    expect(resetLinkFor("resetone@example.org")).toBeDefined();
    expect(readOutbox(ctx.dataDir).filter((m) => m.to === "nobody-at-all@example.org")).toHaveLength(0);
  });

  it("validates the e-mail", async () => {
    const res = await requestReset("not-an-email");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Please enter a valid email address");
  });

  it("link → /reset-password?token=…; new password set; old one refused, new one works; token single-use", async () => {
    const email = "resettwo@example.org";
    const user = await signUpAs(ctx, "resettwo", PASSWORD);
    expect((await requestReset(email)).statusCode).toBe(200);
    const link = resetLinkFor(email);
    expect(link).toBeDefined();
    expect(link!.startsWith("http://localhost:3000/api/auth/reset-password/")).toBe(true);
    const token = await tokenFromLink(link!);

    const res = await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Password updated successfully! Signing you out and redirecting...");

    const old = await signIn(email, PASSWORD);
    expect(old.statusCode).toBe(401);
    const fresh = await signIn(email, NEW_PASSWORD);
    expect(fresh.statusCode, fresh.body).toBe(200);

    // Sessions from before the reset are revoked.
    const me = await sessionOf(ctx, user.cookie);
    expect(me.json()).toBeNull();

    const again = await post("/api/auth/reset-password", {
      token,
      password: "another-pass-3",
      confirmPassword: "another-pass-3",
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe("INVALID_RESET_LINK");
    expect(again.json().error.message).toBe(INVALID_LINK);
    expect((await signIn(email, "another-pass-3")).statusCode).toBe(401);
  });

  it("a made-up or missing token gets the same 400", async () => {
    for (const token of ["made-up-token-123", "x"]) {
      const res = await post("/api/auth/reset-password", {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().error.message).toBe(INVALID_LINK);
    }
    const missing = await post("/api/auth/reset-password", { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(INVALID_LINK);
  });

  it("a made-up token in the mailed-link form does not redirect with a usable token", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/auth/reset-password/made-up-token?callbackURL=%2Freset-password",
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(String(res.headers.location), "http://localhost:3000");
    expect(location.pathname).toBe("/reset-password");
    expect(location.searchParams.get("token")).toBeNull();
    expect(location.searchParams.get("error")).toBeTruthy();
  });

  it("validates the new password: 'Password must be at least 6 characters', 'Passwords do not match'", async () => {
    const email = "resetthree@example.org";
    await signUpAs(ctx, "resetthree", PASSWORD);
    await requestReset(email);
    const token = await tokenFromLink(resetLinkFor(email)!);

    const short = await post("/api/auth/reset-password", { token, password: "a1b2c", confirmPassword: "a1b2c" });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe("Password must be at least 6 characters");
    expect(short.json().error.fields.password).toBe("Password must be at least 6 characters");

    const mismatch = await post("/api/auth/reset-password", {
      token,
      password: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe("Passwords do not match");
    expect(mismatch.json().error.fields.confirmPassword).toBe("Passwords do not match");

    const long = `${"k9".repeat(64)}z`;
    const tooLong = await post("/api/auth/reset-password", { token, password: long, confirmPassword: long });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe("Password must be 128 characters or less");

    // The refused attempts did not use the token up.
    const ok = await post("/api/auth/reset-password", { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe("change password (settings)", () => {
  const change = (cookie: string, body: Record<string, unknown>) => post("/api/auth/change-password", body, cookie);

  it("refuses a wrong current password: 400 'Current password is incorrect'", async () => {
    const user = await signUpAs(ctx, "changeone", PASSWORD);
    const res = await change(user.cookie, {
      currentPassword: "not-my-password",
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("CURRENT_PASSWORD_INCORRECT");
    expect(res.json().error.message).toBe("Current password is incorrect");
    expect((await signIn("changeone@example.org", PASSWORD)).statusCode).toBe(200);
  });

  it("gives every §5 message", async () => {
    const user = await signUpAs(ctx, "changetwo", PASSWORD);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { currentPassword: "", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        "currentPassword",
        "Current password is required",
      ],
      [{ newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, "currentPassword", "Current password is required"],
      [
        { currentPassword: PASSWORD, newPassword: "a1b2c", confirmPassword: "a1b2c" },
        "newPassword",
        "New password must be at least 6 characters",
      ],
      [
        { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` },
        "confirmPassword",
        "New passwords do not match",
      ],
      [
        { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
        "newPassword",
        "New password must be different from current password",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await change(user.cookie, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message, message).toBe(message);
      expect(res.json().error.fields[field], message).toBe(message);
    }
    expect((await signIn("changetwo@example.org", PASSWORD)).statusCode).toBe(200);
  });

  it("succeeds with 'Password updated successfully!'; the new password signs in, the old one does not", async () => {
    const email = "changethree@example.org";
    const user = await signUpAs(ctx, "changethree", PASSWORD);
    const other = await signIn(email, PASSWORD);
    const otherCookie = String(([] as string[]).concat(other.headers["set-cookie"] ?? [])[0]).split(";")[0]!;

    const res = await change(user.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Password updated successfully!");

    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    // Other sessions are signed out.
    const otherSession = await sessionOf(ctx, otherCookie);
    expect(otherSession.json()).toBeNull();
  });

  it("a guest is refused with 403", async () => {
    const guest = await signInGuest(ctx);
    const res = await change(guest.cookie, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(403);
  });

  it("without a session: 401", async () => {
    const res = await post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(401);
  });
});

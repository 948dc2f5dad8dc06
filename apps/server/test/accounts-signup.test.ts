import { RESERVED_USERNAMES } from "@app/domain/auth/validation";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userInfo, users } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import {
  createTestApp,
  jsonHeaders,
  linkPath,
  readOutbox,
  sessionOf,
  signUpVerified,
  type TestContext,
  uniqueRemoteAddress,
} from "./test-app";

/** Sign-up (spec §4 Signup, §5 Signup, §8 Login and signup). CAPTCHA is off in these tests. */

const ctx = appPerFile(() => createTestApp());

const PASSWORD = "quiet-harbor-7";
const SIGNUP_SUCCESS =
  "Account created successfully! Please check your email to verify your account before signing in.";
const USERNAME_TAKEN = "Username already taken. Please choose a different one.";

function signUp(payload: Record<string, unknown>, remoteAddress = uniqueRemoteAddress()) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: jsonHeaders(),
    remoteAddress,
    payload,
  });
}

function signIn(email: string, password: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: jsonHeaders({ deviceKey: `signin-${email.replace(/[^a-z0-9]/gi, "")}`.slice(0, 60) }),
    remoteAddress: uniqueRemoteAddress(),
    payload: { email, password },
  });
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  username: "validname1",
  email: "valid1@example.org",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

async function userByEmail(email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return row;
}

describe("sign-up validation (spec §5, word for word)", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ["an e-mail without @", valid({ email: "not-an-email" }), "email", "Please enter a valid email address"],
    [
      "an e-mail without a domain dot",
      valid({ email: "someone@localhost" }),
      "email",
      "Please enter a valid email address",
    ],
    [
      "an e-mail with spaces inside",
      valid({ email: "some one@example.org" }),
      "email",
      "Please enter a valid email address",
    ],
    ["a missing e-mail", valid({ email: undefined }), "email", "Please enter a valid email address"],
    [
      "passwords that do not match",
      valid({ confirmPassword: `${PASSWORD}x` }),
      "confirmPassword",
      "Passwords do not match",
    ],
    [
      "a 5-character password",
      valid({ password: "ab1cd", confirmPassword: "ab1cd" }),
      "password",
      "Password must be at least 6 characters long",
    ],
    [
      "a 129-character password",
      valid({ password: `${"k9".repeat(64)}z`, confirmPassword: `${"k9".repeat(64)}z` }),
      "password",
      "Password must be 128 characters or less",
    ],
    ["a missing username", valid({ username: undefined }), "username", "Username is required"],
    ["an empty username", valid({ username: "" }), "username", "Username is required"],
    ["a 2-character username", valid({ username: "ab" }), "username", "Username must be at least 3 characters long"],
    [
      "a 16-character username",
      valid({ username: "a".repeat(16) }),
      "username",
      "Username must be 15 characters or less",
    ],
    [
      "a username with an underscore",
      valid({ username: "bad_name" }),
      "username",
      "Username can only contain letters and numbers",
    ],
    [
      "a username with a space",
      valid({ username: "bad name" }),
      "username",
      "Username can only contain letters and numbers",
    ],
    [
      "a username with an accented letter",
      valid({ username: "josé" }),
      "username",
      "Username can only contain letters and numbers",
    ],
  ];

  for (const [what, payload, field, message] of cases) {
    it(`refuses ${what}: 400 '${message}'`, async () => {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error.code).toBe("VALIDATION_ERROR");
      expect(body.error.message).toBe(message);
      expect(body.error.fields[field]).toBe(message);
    });
  }

  for (const reserved of [...RESERVED_USERNAMES, "Admin"]) {
    it(`refuses the reserved username '${reserved}'`, async () => {
      const res = await signUp(valid({ username: reserved }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("This username is reserved and cannot be used");
      expect(res.json().error.fields.username).toBe("This username is reserved and cannot be used");
    });
  }

  it("accepts the boundaries: 3- and 15-character usernames, 6- and 128-character passwords", async () => {
    const long = `${"Zq7".repeat(42)}xy`; // 128 characters
    expect(long).toHaveLength(128);
    const a = await signUp(
      valid({ username: "abc", email: "bounds1@example.org", password: "k7#Lm2", confirmPassword: "k7#Lm2" }),
    );
    expect(a.statusCode, a.body).toBe(200);
    const b = await signUp(
      valid({ username: `${"a".repeat(14)}9`, email: "bounds2@example.org", password: long, confirmPassword: long }),
    );
    expect(b.statusCode, b.body).toBe(200);
  });

  it("names every invalid field at once", async () => {
    const res = await signUp({ username: "x", email: "nope", password: "123", confirmPassword: "456" });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(fields.username).toBe("Username must be at least 3 characters long");
    expect(fields.email).toBe("Please enter a valid email address");
    expect(fields.password).toBe("Password must be at least 6 characters long");
  });

  it("refuses one of the most common passwords", async () => {
    const res = await signUp(
      valid({
        username: "commonpw",
        email: "commonpw@example.org",
        password: "password1",
        confirmPassword: "password1",
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe(
      "This password is one of the most common passwords. Please choose a less common one.",
    );
    expect(await userByEmail("commonpw@example.org")).toBeUndefined();
  });

  it("creates no user when validation fails", async () => {
    await signUp(valid({ username: "nouser1", email: "nouser1@example.org", confirmPassword: "different-9" }));
    expect(await userByEmail("nouser1@example.org")).toBeUndefined();
  });
});

describe("sign-up sanitising (spec §5)", () => {
  it("strips angle brackets, trims and lower-cases the e-mail, lower-cases the username", async () => {
    const res = await signUp({
      username: "<Dana7>",
      email: "  <Dana.X@Example.ORG>  ",
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await userByEmail("dana.x@example.org");
    expect(row).toBeDefined();
    expect(row!.email).toBe("dana.x@example.org");
    expect(row!.username).toBe("dana7");
    expect(row!.name).toBe("dana7");
    expect(row!.name).not.toMatch(/[<>]/);
    expect(row!.isAnonymous).toBe(false);
    expect(row!.emailVerified).toBe(false);
    const [info] = await ctx.database.db.select().from(userInfo).where(eq(userInfo.userId, row!.id));
    expect(info?.username).toBe("dana7");
  });

  it("lower-cases a mixed-case username", async () => {
    const res = await signUp(valid({ username: "MiXeD42", email: "mixed42@example.org" }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await userByEmail("mixed42@example.org"))?.username).toBe("mixed42");
  });
});

describe("sign-up outcomes", () => {
  it("answers a new sign-up with the spec's text and mails a verification link", async () => {
    const res = await signUp(valid({ username: "newbie1", email: "Newbie1@Example.org" }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    // Not signed in until verified.
    expect(String(res.headers["set-cookie"] ?? "")).not.toContain("session_token=");
    const mail = readOutbox(ctx.dataDir).find((m) => m.to === "newbie1@example.org");
    expect(mail).toBeDefined();
    const link = mail!.links.find((l) => l.includes("/api/auth/verify-email"));
    expect(link).toBeDefined();
    expect(link!.startsWith("http://localhost:3000/api/auth/verify-email?token=")).toBe(true);
  });

  it("refuses a taken username with 409, case-insensitively", async () => {
    const first = await signUp(valid({ username: "takenname", email: "taken1@example.org" }));
    expect(first.statusCode).toBe(200);
    for (const username of ["takenname", "TakenName"]) {
      const res = await signUp(valid({ username, email: `other-${username}@example.org` }));
      expect(res.statusCode, username).toBe(409);
      expect(res.json().error.message).toBe(USERNAME_TAKEN);
      expect(res.json().error.fields?.username).toBe(USERNAME_TAKEN);
      expect(await userByEmail(`other-${username.toLowerCase()}@example.org`)).toBeUndefined();
    }
  });

  it("answers a sign-up with an existing e-mail exactly like a new one and mails the owner a notice", async () => {
    const fresh = await signUp(valid({ username: "owner1", email: "owner1@example.org" }));
    const owner = await userByEmail("owner1@example.org");
    expect(owner).toBeDefined();
    const mailsBefore = readOutbox(ctx.dataDir).filter((m) => m.to === "owner1@example.org").length;

    const again = await signUp(valid({ username: "intruder1", email: "  OWNER1@example.org " }));
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(again.body).toBe(fresh.body);
    expect(again.json()).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    expect(again.headers["set-cookie"]).toEqual(fresh.headers["set-cookie"]);

    const mails = readOutbox(ctx.dataDir).filter((m) => m.to === "owner1@example.org");
    expect(mails.length).toBe(mailsBefore + 1);
    const notice = mails.find((m) => !m.links.some((l) => l.includes("/verify-email")));
    expect(notice).toBeDefined();
    expect(notice!.text).toMatch(/already has an account/);

    // Nothing about the existing account changed, and no second user was made.
    const after = await userByEmail("owner1@example.org");
    expect(after).toEqual(owner);
    const intruder = await ctx.database.db.select().from(users).where(eq(users.username, "intruder1"));
    expect(intruder).toHaveLength(0);
  });

  it("two sign-ups racing for one username: one is created, the other gets 409 'Username already taken'", async () => {
    const [a, b] = await Promise.all([
      signUp(valid({ username: "racename", email: "racename-a@example.org" })),
      signUp(valid({ username: "racename", email: "racename-b@example.org" })),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().error.message).toBe(USERNAME_TAKEN);
  });

  it("two sign-ups racing for one e-mail both get the generic success answer; one user exists", async () => {
    const [a, b] = await Promise.all([
      signUp(valid({ username: "racemaila", email: "racemail@example.org" })),
      signUp(valid({ username: "racemailb", email: "racemail@example.org" })),
    ]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json()).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    expect(b.json()).toEqual({ ok: true, message: SIGNUP_SUCCESS });
    expect(await ctx.database.db.select().from(users).where(eq(users.email, "racemail@example.org"))).toHaveLength(1);
  });

  it("the verification link verifies the user, signs them in and redirects to /home?verified=1", async () => {
    const res = await signUp(valid({ username: "verifyme", email: "verifyme@example.org" }));
    expect(res.statusCode).toBe(200);
    const mail = readOutbox(ctx.dataDir).find((m) => m.to === "verifyme@example.org");
    const link = mail!.links.find((l) => l.includes("/verify-email"))!;

    const verify = await ctx.app.inject({ method: "GET", url: linkPath(link) });
    expect(verify.statusCode).toBe(302);
    // Home with ?verified=1, where the app says "Email verified!".
    expect(verify.headers.location).toBe("/home?verified=1");
    const setCookie = ([] as string[]).concat(verify.headers["set-cookie"] ?? []);
    const session = setCookie.find((c) => c.startsWith("lexistep.session_token="));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);

    const cookie = session!.split(";")[0]!;
    const me = await sessionOf(ctx, cookie);
    expect(me.json().user.email).toBe("verifyme@example.org");
    expect(me.json().user.emailVerified).toBe(true);
    expect((await userByEmail("verifyme@example.org"))?.emailVerified).toBe(true);

    const signin = await signIn("verifyme@example.org", PASSWORD);
    expect(signin.statusCode, signin.body).toBe(200);

    // A link used twice or mangled still lands on Home, with the reason, where the app says the link failed.
    const broken = await ctx.app.inject({ method: "GET", url: linkPath(link).replace("token=", "token=x") });
    expect(broken.statusCode).toBe(302);
    expect(broken.headers.location).toMatch(/^\/home\?verified=1&error=[A-Z_]+$/);
  });

  it("refuses an unverified sign-in with the right password: 403 and the spec's text", async () => {
    const res = await signUp(valid({ username: "unverified1", email: "unverified1@example.org" }));
    expect(res.statusCode).toBe(200);
    const signin = await signIn("unverified1@example.org", PASSWORD);
    expect(signin.statusCode).toBe(403);
    expect(signin.json().error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(signin.json().error.message).toBe(
      "Please verify your email address before signing in. Check your inbox for a verification link.",
    );
    expect(String(signin.headers["set-cookie"] ?? "")).not.toContain("session_token=");
  });

  it("signUpVerified gives a signed-in, verified user (helper check)", async () => {
    const { userId, cookie } = await signUpVerified(ctx, {
      username: "helperok",
      email: "helperok@example.org",
      password: PASSWORD,
    });
    expect(userId).toBeTruthy();
    const me = await sessionOf(ctx, cookie);
    expect(me.json().user.id).toBe(userId);
  });
});

describe("sign-up with EMAIL_VERIFICATION off", () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await createTestApp({ EMAIL_VERIFICATION: "off" });
  });
  afterAll(async () => {
    await open?.close();
  });

  const signUpOpen = (payload: Record<string, unknown>) =>
    open.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: jsonHeaders(),
      remoteAddress: uniqueRemoteAddress(),
      payload,
    });

  it("answers a sign-up with an existing e-mail like a new one (status and body)", async () => {
    const fresh = await signUpOpen(valid({ username: "openone", email: "openone@example.org" }));
    expect(fresh.statusCode, fresh.body).toBe(200);
    const again = await signUpOpen(valid({ username: "opentwo", email: "openone@example.org" }));
    expect(again.statusCode, again.body).toBe(fresh.statusCode);
    expect(again.json()).toEqual(fresh.json());
  });
});

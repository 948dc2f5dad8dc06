import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import {
  changePasswordSchema,
  contactSchema,
  isCommonPassword,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  usernameSchema,
} from "./validation";

const t = messages.auth;
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;
const valid = {
  username: "Learner1",
  email: "  Learner@Example.ORG ",
  password: "tulip-river-9",
  confirmPassword: "tulip-river-9",
};

describe("signupSchema", () => {
  it("sanitises: e-mail trimmed and lower-cased, username lower-cased, angle brackets stripped", () => {
    const parsed = signupSchema.parse({ ...valid, email: "<Learner@Example.ORG>", username: "<Learner1>" });
    expect(parsed.email).toBe("learner@example.org");
    expect(parsed.username).toBe("learner1");
  });

  it.each([
    [{ email: "not-an-email" }, t.invalidEmail],
    [{ email: "a@b" }, t.invalidEmail],
    [{ password: "12345", confirmPassword: "12345" }, t.passwordTooShort],
    [{ password: "x".repeat(129), confirmPassword: "x".repeat(129) }, t.passwordTooLong],
    [{ confirmPassword: "different" }, t.passwordsDoNotMatch],
    [{ username: "" }, t.usernameRequired],
    [{ username: "ab" }, t.usernameTooShort],
    [{ username: "a".repeat(16) }, t.usernameTooLong],
    [{ username: "no spaces" }, t.usernameCharacters],
    [{ username: "émile" }, t.usernameCharacters],
    [{ username: "Admin" }, t.usernameReserved],
    [{ username: "undefined" }, t.usernameReserved],
    [{ password: "password1", confirmPassword: "password1" }, t.passwordTooCommon],
  ])("refuses %o with its message", (patch, message) => {
    const result = signupSchema.safeParse({ ...valid, ...patch });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(message);
  });

  it("accepts usernames of 3 and 15 letters and digits, and passwords of 6 and 128 characters", () => {
    expect(usernameSchema.parse("abc")).toBe("abc");
    expect(usernameSchema.parse("A".repeat(15))).toBe("a".repeat(15));
    expect(signupSchema.safeParse({ ...valid, password: "zq7!xw", confirmPassword: "zq7!xw" }).success).toBe(true);
    const long = `${"k".repeat(127)}z`;
    expect(signupSchema.safeParse({ ...valid, password: long, confirmPassword: long }).success).toBe(true);
  });
});

describe("common passwords", () => {
  it("knows the most common ones, case-insensitively, and not a good one", () => {
    expect(isCommonPassword("123456")).toBe(true);
    expect(isCommonPassword("Dragon")).toBe(true);
    expect(isCommonPassword("tulip-river-9")).toBe(false);
  });
});

describe("resetPasswordSchema", () => {
  it("uses the reset screen's minimum message", () => {
    expect(firstError(resetPasswordSchema.safeParse({ password: "abc", confirmPassword: "abc" }))).toBe(
      t.passwordTooShortReset,
    );
    expect(firstError(resetPasswordSchema.safeParse({ password: "tulip-river-9", confirmPassword: "x" }))).toBe(
      t.passwordsDoNotMatch,
    );
  });
});

describe("changePasswordSchema", () => {
  it.each([
    [{ currentPassword: "" }, t.currentPasswordRequired],
    [{ newPassword: "abc", confirmPassword: "abc" }, t.newPasswordTooShort],
    [{ confirmPassword: "other-thing-1" }, t.newPasswordsDoNotMatch],
    [{ newPassword: "old-secret-1", confirmPassword: "old-secret-1" }, t.newPasswordSameAsCurrent],
  ])("refuses %o", (patch, message) => {
    const input = {
      currentPassword: "old-secret-1",
      newPassword: "new-secret-2",
      confirmPassword: "new-secret-2",
      ...patch,
    };
    expect(changePasswordSchema.safeParse(input).error?.issues.map((i) => i.message)).toContain(message);
  });
});

describe("loginSchema and contactSchema", () => {
  it("normalises the login e-mail and requires a password", () => {
    expect(loginSchema.parse({ email: " A@B.CO ", password: "x" }).email).toBe("a@b.co");
    expect(firstError(loginSchema.safeParse({ email: "a@b.co", password: "" }))).toBe(t.passwordRequired);
  });

  it("requires both contact fields", () => {
    expect(firstError(contactSchema.safeParse({ email: "", message: "hi" }))).toBe(messages.contact.emailRequired);
    expect(firstError(contactSchema.safeParse({ email: "a@b.co", message: "   " }))).toBe(
      messages.contact.messageRequired,
    );
    expect(contactSchema.parse({ email: "A@B.co", message: " hello " })).toEqual({ email: "a@b.co", message: "hello" });
  });
});

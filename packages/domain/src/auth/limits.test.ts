import { describe, expect, it } from "vitest";
import { messages } from "../messages";
import { MAX_SIGN_IN_CAPTCHA_LEVEL, signInCaptchaLevel, UNTRUSTED_FREE_FAILURES_PER_HOUR } from "./limits";

describe("signInCaptchaLevel", () => {
  it("asks only the ordinary captcha below the free failures", () => {
    expect(signInCaptchaLevel(0)).toBe(0);
    expect(signInCaptchaLevel(UNTRUSTED_FREE_FAILURES_PER_HOUR - 1)).toBe(0);
  });

  it("rises one level every 25 failures after the free ones, up to the cap", () => {
    expect(signInCaptchaLevel(10)).toBe(1);
    expect(signInCaptchaLevel(34)).toBe(1);
    expect(signInCaptchaLevel(35)).toBe(2);
    expect(signInCaptchaLevel(110)).toBe(5);
    expect(signInCaptchaLevel(10_000)).toBe(MAX_SIGN_IN_CAPTCHA_LEVEL);
  });
});

describe("the wrong-password text", () => {
  it("keeps the spec's wording and says 'attempt' for one", () => {
    expect(messages.auth.invalidCredentials(4)).toBe("Invalid email or password. 4 attempts remaining.");
    expect(messages.auth.invalidCredentials(1)).toBe("Invalid email or password. 1 attempt remaining.");
  });
});

import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/fake-api";
import { CaptchaError, obtainCaptchaHeaders } from "./captcha-headers";

describe("obtainCaptchaHeaders", () => {
  it("sends nothing when the server has the captcha off", async () => {
    mockApi({ "GET /api/captcha/challenge": () => ({ body: { enabled: false } }) });
    expect(await obtainCaptchaHeaders()).toEqual({});
  });

  it("fails with 'Captcha error. Please retry.' when no challenge can be fetched", async () => {
    mockApi({ "GET /api/captcha/challenge": () => ({ status: 503, body: {} }) });
    const error = await obtainCaptchaHeaders().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CaptchaError);
    expect((error as CaptchaError).message).toBe("Captcha error. Please retry.");
  });

  it("fails with 'CAPTCHA failed to execute. Please try again.' when solving throws", async () => {
    const broken = { parameters: { algorithm: "SHA-256", nonce: "00", salt: "00", cost: 1, keyPrefix: "not hex" } };
    mockApi({ "GET /api/captcha/challenge": () => ({ body: { enabled: true, challenge: broken } }) });
    const error = await obtainCaptchaHeaders().catch((e: unknown) => e);
    expect((error as CaptchaError).message).toBe("CAPTCHA failed to execute. Please try again.");
  });
});

import { describe, expect, it } from "vitest";
import { verificationOutcome, withoutVerificationParams } from "./email-verification";

describe("the verification link's landing", () => {
  it("says verified, failed, or nothing", () => {
    expect(verificationOutcome("?verified=1")).toBe("verified");
    expect(verificationOutcome("?verified=1&error=TOKEN_EXPIRED")).toBe("failed");
    expect(verificationOutcome("?tab=stats")).toBeNull();
    expect(verificationOutcome("")).toBeNull();
  });

  it("drops only its own parameters", () => {
    expect(withoutVerificationParams("?verified=1&error=INVALID_TOKEN")).toBe("");
    expect(withoutVerificationParams("?tab=stats&verified=1")).toBe("?tab=stats");
  });
});

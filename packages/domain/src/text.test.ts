import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatRetryWait } from "./auth/limits";
import { findUnstorableText, isStorableText, storableText } from "./text";

const NUL = String.fromCharCode(0);

describe("text PostgreSQL can store", () => {
  it("refuses a NUL character anywhere, accepts every other character", () => {
    expect(isStorableText(`a${NUL}b`)).toBe(false);
    expect(isStorableText("très 汉字 👋 \t\n")).toBe(true);
  });

  it("finds the path of the first unstorable string or key", () => {
    expect(findUnstorableText({ a: "ok", b: [1, "x", `y${NUL}`] })).toBe("b.2");
    expect(findUnstorableText({ [`k${NUL}`]: 1 })).toBe(`k${NUL}`);
    expect(findUnstorableText(`${NUL}`)).toBe("");
    expect(findUnstorableText({ a: { b: "fine" } })).toBeNull();
    expect(findUnstorableText(null)).toBeNull();
  });

  it("the shared schema refinement says what is wrong", () => {
    const result = storableText(z.string()).safeParse(`note${NUL}`);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "This text contains characters that cannot be saved. Please remove them and try again.",
    );
  });
});

describe("formatRetryWait", () => {
  it("says short waits in seconds and longer ones in minutes and hours", () => {
    expect(formatRetryWait(1)).toBe("1 second");
    expect(formatRetryWait(45_000)).toBe("45 seconds");
    expect(formatRetryWait(59_001)).toBe("60 seconds");
    expect(formatRetryWait(60_000)).toBe("1 minute");
    expect(formatRetryWait(3_600_000)).toBe("1 hour");
  });
});

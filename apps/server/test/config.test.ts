import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config";

describe("loadConfig", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("localhost");
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.captcha).toBe(true);
    expect(config.dataDir.endsWith(".data")).toBe(true);
  });

  it("derives PUBLIC_URL from PORT and strips a trailing slash", () => {
    expect(loadConfig({ PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
    expect(loadConfig({ PUBLIC_URL: "https://learn.example.org/" }).publicUrl).toBe("https://learn.example.org");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://x"],
    ["PUBLIC_URL", "not a url"],
    ["CAPTCHA", "maybe"],
    ["SMTP_URL", "http://mail"],
    ["BETTER_AUTH_SECRET", "short"],
    ["MEDIA_QUOTA_MB", "0"],
    ["MEDIA_QUOTA_MB", "1.5"],
    ["MEDIA_QUOTA_MB", "lots"],
  ])("a bad %s stops the start with a message naming it", (name, value) => {
    try {
      loadConfig({ [name]: value });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(name);
    }
  });

  it("reads the media quota in megabytes (200 by default)", () => {
    expect(loadConfig({}).mediaQuotaBytes).toBe(200 * 1024 * 1024);
    expect(loadConfig({ MEDIA_QUOTA_MB: "50" }).mediaQuotaBytes).toBe(50 * 1024 * 1024);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" }).port).toBe(3000);
  });
});

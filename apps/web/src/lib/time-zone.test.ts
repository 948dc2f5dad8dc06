import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

type TimeZoneModule = typeof import("./time-zone");

/** A fresh copy of the module (its zone is kept per page) with the browser in `zone`. */
async function pageIn(zone: string): Promise<{ tz: TimeZoneModule; reads: () => number }> {
  vi.resetModules();
  let reads = 0;
  const real = Intl.DateTimeFormat;
  vi.spyOn(Intl, "DateTimeFormat").mockImplementation((() => {
    reads += 1;
    const format = real("en-US", { timeZone: zone });
    return { resolvedOptions: () => format.resolvedOptions() };
  }) as unknown as typeof Intl.DateTimeFormat);
  return { tz: await import("./time-zone"), reads: () => reads };
}

describe("the browser's time zone", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("on a first visit is read from the browser and remembered", async () => {
    const { tz, reads } = await pageIn("Europe/Paris");
    expect(tz.browserTimeZone()).toBe("Europe/Paris");
    expect(tz.browserTimeZone()).toBe("Europe/Paris");
    expect(reads()).toBe(1);
    expect(localStorage.getItem("timeZone")).toBe("Europe/Paris");
  });

  it("on a later visit is the remembered one, without reading the browser's", async () => {
    localStorage.setItem("timeZone", "Europe/Paris");
    const { tz, reads } = await pageIn("Europe/Paris");
    expect(tz.browserTimeZone()).toBe("Europe/Paris");
    expect(reads()).toBe(0);
  });

  it("after a journey: the check finds the new zone, keeps it and tells the listeners once", async () => {
    localStorage.setItem("timeZone", "Europe/Paris");
    const { tz } = await pageIn("Asia/Tokyo");
    const changed = vi.fn();
    tz.onTimeZoneChange(changed);
    expect(tz.browserTimeZone()).toBe("Europe/Paris");
    tz.checkTimeZone();
    expect(tz.browserTimeZone()).toBe("Asia/Tokyo");
    expect(localStorage.getItem("timeZone")).toBe("Asia/Tokyo");
    tz.checkTimeZone();
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("the check says nothing when the zone has not changed", async () => {
    localStorage.setItem("timeZone", "Europe/Paris");
    const { tz } = await pageIn("Europe/Paris");
    const changed = vi.fn();
    tz.onTimeZoneChange(changed);
    tz.browserTimeZone();
    tz.checkTimeZone();
    expect(changed).not.toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { appPerFile } from "../app-per-file";
import { createTestApp } from "../test-app";
import { importFile, registeredClient } from "./create-helpers";

// Years after the database's own clock: every time on an import's row must come from the app's clock,
// or a running import looks hours old and is taken for one cut off.
const now = new Date("2031-06-01T09:00:00Z");

const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

describe("an import's status on the app's clock", () => {
  it("runs to done with no error, however far the app's clock is from the database's", async () => {
    const client = await registeredClient(ctx);
    const status = await importFile(
      client,
      { name: "animals.csv", bytes: new TextEncoder().encode("kissa,cat\nkoira,dog\n") },
      { term: 0, translation: 1, termLanguage: "fi" },
    );
    expect(status).toMatchObject({ status: "done", error: null, result: { words: 2 } });
  });
});

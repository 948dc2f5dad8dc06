import { afterAll, beforeAll } from "vitest";
import type { TestContext } from "./test-app";

/**
 * The app a test file runs against: built by `build` before the file's tests and closed after them.
 * The returned context reads through to the built one, so tests use it as they would the built app.
 */
export function appPerFile(build: () => Promise<TestContext>): TestContext {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await build();
  });
  afterAll(async () => {
    await built?.close();
  });
  const current = (): TestContext => {
    if (!built) throw new Error("the test app is built before the file's tests run");
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get config() {
      return current().config;
    },
    get dataDir() {
      return current().dataDir;
    },
    close: () => current().close(),
  };
}

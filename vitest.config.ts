import { defineConfig } from "vitest/config";

// One `vitest run` at the root runs every project: pure rules, the API against a real database, the web units.
export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
  },
});

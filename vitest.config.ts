import { defineConfig } from "vitest/config";

// One `vitest run` at the root runs every project: pure rules, the package reader, the API against a real database, the web units.
export default defineConfig({
  test: {
    projects: ["packages/domain", "packages/import-reader", "apps/server", "apps/web"],
  },
});

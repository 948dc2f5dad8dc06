import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { name: "import-reader", include: ["src/**/*.test.ts"], environment: "node" },
});

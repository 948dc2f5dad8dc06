import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { iconImports } from "./vite-plugins/icon-imports";

export default defineConfig({
  plugins: [react(), iconImports()],
  // Without "module", Vite picks react-router's CJS build for "react-router" while
  // "react-router/dom" loads the ESM one, and the two don't share the data-router context.
  resolve: { conditions: ["module", "browser", "development|production"] },
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "vite-plugins/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
  },
});

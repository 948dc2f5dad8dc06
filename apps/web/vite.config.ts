import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    strictPort: true,
    // The API server (apps/server) owns /api, including Better Auth under /api/auth.
    proxy: { "/api": { target: "http://127.0.0.1:3000" } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // Budget: first load of / ≤ 150 KB gzipped JS; the precompress step reports sizes.
    reportCompressedSize: false,
  },
});

import { FIRST_SCREENS } from "@app/first-screens";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileHints } from "./vite-plugins/compile-hints";
import { firstLoadChunks } from "./vite-plugins/first-load-chunks";
import { iconImports } from "./vite-plugins/icon-imports";

// The screens learners open first get a first load of few files (see the plugin).
const firstLoad = firstLoadChunks(FIRST_SCREENS);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    compileHints(),
    iconImports(),
    firstLoad.plugin,
    // Installable, and the app shell opens without a network. The API is never cached by the
    // service worker: only the built files are (hashed assets forever, the shell until an update).
    VitePWA({
      registerType: "prompt",
      injectRegister: false,
      includeAssets: ["favicon.svg", "icons/apple-touch-icon.png", "correctAnswer.mp3", "wrongAnswer.mp3"],
      manifest: {
        name: "Lexistep",
        short_name: "Lexistep",
        description: "Learn vocabulary for life with spaced repetition.",
        start_url: "/home",
        scope: "/",
        display: "standalone",
        background_color: "#f5f7fa",
        theme_color: "#2456c7",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
          { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,mp3,woff2}"],
        navigateFallback: "/index.html",
        // Server routes that are not pages of the app.
        navigateFallbackDenylist: [/^\/api\//, /^\/audio\//, /^\/hanzi-data\//],
        // The Chinese stroke data and recordings are fetched on demand, not precached. Pronunciations
        // are kept for studying offline (see docs/OFFLINE.md): the lookup is always asked of the server
        // when online (its last answer serves offline); a recording, once fetched, is played from the
        // cache. No other API answer is cached.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/audios",
            handler: "NetworkFirst",
            options: {
              cacheName: "lexistep-audio-lookups",
              networkTimeoutSeconds: 5,
              expiration: { maxEntries: 5000, maxAgeSeconds: 30 * 24 * 3600 },
              cacheableResponse: { statuses: [200] },
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && (url.pathname.startsWith("/audio/") || /^\/api\/words\/\d+\/audio$/.test(url.pathname)),
            handler: "CacheFirst",
            options: {
              cacheName: "lexistep-recordings",
              rangeRequests: true,
              expiration: { maxEntries: 3000, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
        // A first visit is controlled as soon as the worker is active (offline from then on). An update
        // still waits in line until the learner chooses Reload: claiming changes nothing for pages
        // an older worker already controls.
        clientsClaim: true,
      },
    }),
  ],
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
    // Read by the server (apps/server/src/http/first-screen-hints.ts): which chunks each screen pulls in.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Each group holds what its modules import, but for what a group loaded before it holds
          // (see the plugin): the entry never takes in a screen's chunk.
          includeDependenciesRecursively: false,
          groups: firstLoad.groups,
        },
      },
    },
  },
});

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { FIRST_SCREENS, type FirstScreen } from "@app/first-screens";
import { chunksBeyondEntry, entryChunks, type ManifestChunk } from "../apps/server/src/http/first-screen-hints";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

// How the figures name the first screens.
const PAGE_OF: Record<FirstScreen, string> = { home: "/home", deck: "a deck page", study: "a study screen" };

/**
 * Gzipped size of the JavaScript and CSS that `/` loads before any lazy screen (budget: JS ≤ 150 KB),
 * then the script files each first screen adds to it (each a request; HTTP/1.1 makes six at a time).
 */
export async function measureFirstLoadBundle(): Promise<void> {
  const indexFile = path.join(dist, "index.html");
  if (!fs.existsSync(indexFile)) {
    console.log("apps/web/dist is missing: run `npm run build` first");
    return;
  }
  const html = fs.readFileSync(indexFile, "utf8");
  const refs = [...html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  let jsGzip = 0;
  let cssGzip = 0;
  for (const ref of refs) {
    const file = path.join(dist, ref);
    const gzipped = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    if (ref.endsWith(".js")) jsGzip += gzipped;
    else cssGzip += gzipped;
    console.log(`  ${ref}  ${(gzipped / 1024).toFixed(1)} KB gzipped`);
  }
  console.log(
    `first load of /: JS ${(jsGzip / 1024).toFixed(1)} KB gzipped (budget 150 KB), CSS ${(cssGzip / 1024).toFixed(1)} KB gzipped`,
  );

  const manifest = JSON.parse(fs.readFileSync(path.join(dist, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = entryChunks(manifest);
  for (const [screen, source] of Object.entries(FIRST_SCREENS) as [FirstScreen, string][]) {
    const own = chunksBeyondEntry(manifest, source);
    const gzipped = own.reduce(
      (sum, key) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length,
      0,
    );
    console.log(
      `first load of ${PAGE_OF[screen]}: ${entry.size} script(s) of the entry and ${own.length} more, ${(gzipped / 1024).toFixed(1)} KB gzipped`,
    );
  }
  // Last, in the shape the performance issue reads (budget 130 KB).
  console.log(`first-load JS for /: ${(jsGzip / 1024).toFixed(1)} KB gzipped`);
}

import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** The chunks a manifest key loads: itself and its static imports, transitively. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) chunkClosure(manifest, imported, seen);
  return seen;
}

// The screens learners open first (the server's Link hints name the same).
const FIRST_SCREENS: Record<string, string> = {
  "/home": "src/features/home/components/HomeSections.tsx",
  "a deck page": "src/features/decks/components/DeckPage.tsx",
  "a study screen": "src/features/study/components/StudyScreen.tsx",
};

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
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? chunkClosure(manifest, entryKey) : new Set<string>();
  for (const [page, source] of Object.entries(FIRST_SCREENS)) {
    const own = [...chunkClosure(manifest, source)].filter((key) => !entry.has(key));
    const gzipped = own.reduce(
      (sum, key) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key]!.file)), { level: 9 }).length,
      0,
    );
    console.log(
      `first load of ${page}: ${entry.size} script(s) of the entry and ${own.length} more, ${(gzipped / 1024).toFixed(1)} KB gzipped`,
    );
  }
}

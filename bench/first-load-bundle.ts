import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");

/** Gzipped size of the JavaScript and CSS that `/` loads before any lazy screen (budget: JS ≤ 150 KB). */
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
}

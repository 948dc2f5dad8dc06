// Writes .gz and .br next to every compressible file in dist, at maximum quality.
// The server serves them as-is (preCompressed), which is ~5x faster than compressing per request.
// Then prints the gzipped size of the JavaScript that the entry page (index.html) loads first.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const DIST = fileURLToPath(new URL("../dist/", import.meta.url));
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".svg",
  ".txt",
  ".xml",
  ".map",
  ".wasm",
  ".webmanifest",
  ".ico",
]);
const TEXT = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt", ".xml", ".map", ".webmanifest"]);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

async function compressFile(path) {
  const ext = extname(path);
  const input = await readFile(path);
  const [gz, br] = await Promise.all([
    gzipAsync(input, { level: constants.Z_BEST_COMPRESSION }),
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: TEXT.has(ext) ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
  return { raw: input.length, gz: gz.length, br: br.length };
}

/** Scripts index.html loads at once: the entry module and its modulepreloads. */
function firstLoadScripts(html) {
  const refs = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) refs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) refs.add(m[1]);
  return [...refs].filter((ref) => ref.endsWith(".js")).map((ref) => ref.replace(/^\//, ""));
}

const sizes = new Map();
let count = 0;
for await (const path of walk(DIST)) {
  if (!COMPRESSIBLE.has(extname(path))) continue;
  sizes.set(relative(DIST, path), await compressFile(path));
  count++;
}

const html = await readFile(join(DIST, "index.html"), "utf8");
let firstLoadGz = 0;
for (const file of firstLoadScripts(html)) {
  const size = sizes.get(file) ?? { gz: (await gzipAsync(await readFile(join(DIST, file)))).length };
  firstLoadGz += size.gz;
  console.log(`  first load: ${file} ${(size.gz / 1024).toFixed(1)} KB gz`);
}
const totalJsGz = [...sizes].filter(([f]) => f.endsWith(".js")).reduce((sum, [, s]) => sum + s.gz, 0);
console.log(`precompress: wrote .gz and .br for ${count} files in dist`);
console.log(
  `first-load JS for /: ${(firstLoadGz / 1024).toFixed(1)} KB gzipped (budget 150 KB); all JS: ${(totalJsGz / 1024).toFixed(1)} KB gzipped`,
);

/**
 * Country flags from the bundled `country-flag-icons` package (3:2 SVGs, MIT), never a CDN.
 * Each flag is its own tiny lazy chunk, so the first load carries only this lookup table and a
 * page fetches just the flags it shows.
 */
const loaders = import.meta.glob<string>("../../../../node_modules/country-flag-icons/string/3x2/[A-Z]*.js", {
  import: "default",
});

const byCode = new Map<string, () => Promise<string>>();
for (const [path, load] of Object.entries(loaders)) {
  const code = /\/([A-Z-]+)\.js$/.exec(path)?.[1];
  if (code) byCode.set(code, load);
}

const cache = new Map<string, string>();

/** True when the library has a flag for this ISO 3166-1 alpha-2 code (any case). */
export function hasFlag(code: string): boolean {
  return byCode.has(code.toUpperCase());
}

/** A data URL of the flag already loaded for `code`, or undefined. */
export function cachedFlagUrl(code: string): string | undefined {
  return cache.get(code.toUpperCase());
}

/** Loads the flag's SVG and returns it as a data URL; null when the library has no such flag. */
export async function loadFlagUrl(code: string): Promise<string | null> {
  const key = code.toUpperCase();
  const hit = cache.get(key);
  if (hit) return hit;
  const load = byCode.get(key);
  if (!load) return null;
  const svg = await load();
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  cache.set(key, url);
  return url;
}

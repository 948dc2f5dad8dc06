/**
 * Country flags from the bundled `country-flag-icons` package (3:2 SVGs, MIT), never a CDN. Each
 * flag is its own image file, hashed and cached for good (`?no-inline`: never inlined into the
 * code): a page fetches just the flags it shows, as images, with no code to run first. This table
 * holds only their addresses.
 */
const files = import.meta.glob<string>("../../../../node_modules/country-flag-icons/3x2/[A-Z]*.svg", {
  query: "?no-inline",
  import: "default",
  eager: true,
});

const byCode = new Map<string, string>();
for (const [path, url] of Object.entries(files)) {
  const code = /\/([A-Z-]+)\.svg$/.exec(path)?.[1];
  if (code) byCode.set(code, url);
}

/** The address of the flag's image for an ISO 3166-1 alpha-2 code (any case), or null when the library has none. */
export function flagUrl(code: string): string | null {
  return byCode.get(code.toUpperCase()) ?? null;
}

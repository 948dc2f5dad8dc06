import fs from "node:fs";
import path from "node:path";
import { WORDS_PER_FETCH } from "@app/domain/decks/constants";
import { STUDY_MODES } from "@app/domain/navigation";
import { FIRST_SCREENS } from "@app/first-screens";

/**
 * On a first visit the browser learns which code and data a page needs only after running the
 * app's code: the screen's chunk, then its imports, then its data, one round trip after another.
 * A page navigation therefore answers with `Link` headers naming them, so they load alongside the
 * app's entry. Repeat visits are served by the service worker from its precache and need no hints.
 *
 * The chunks come from Vite's build manifest (`.vite/manifest.json`): a screen's own chunk and the
 * chunks it imports that the entry does not already load.
 */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

interface ScreenHint {
  /** The page paths that show this screen first; its groups are the ids the screen reads. */
  path: RegExp;
  /** The screen's module in the web app's sources, as the manifest names it. */
  source: string;
  /**
   * API reads the screen makes first, with the very URLs the app's client asks for (same-origin
   * credentials), so the browser hands the app the answer it already has.
   */
  data?: (ids: string[]) => string[];
}

// Ids are plain slugs here (they go into a header): anything else simply gets no data hint.
const ID = "([A-Za-z0-9_-]{1,100})";

const SCREENS: ScreenHint[] = [
  {
    path: /^\/home$/,
    source: FIRST_SCREENS.home,
    // My Decks, Daily Goals and Latest Updates: all three read as the tab shows.
    data: () => ["/api/me/decks", "/api/me/daily-goals", "/api/updates"],
  },
  {
    path: new RegExp(`^/decks/(?!shared$)${ID}$`),
    source: FIRST_SCREENS.deck,
    data: ([deck]) => [
      `/api/me/decks/${deck}/progress`,
      `/api/sub-decks/${deck}/words?offset=0&limit=${WORDS_PER_FETCH}`,
    ],
  },
  {
    path: new RegExp(`^/study/([a-z-]{1,30})/${ID}$`),
    source: FIRST_SCREENS.study,
    // Time Rush starts its game itself; the other modes read a session first.
    data: ([mode, deck]) =>
      mode !== "time-rush" && (STUDY_MODES as readonly string[]).includes(mode ?? "")
        ? ["/api/me/fsrs-settings", `/api/me/study/${mode}/${deck}`]
        : [],
  },
];

/** The manifest keys `key` loads: itself and its static imports, transitively. */
function importClosure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) importClosure(manifest, imported, seen);
  return seen;
}

/** The entry's chunks (manifest keys): what every page loads first. */
export function entryChunks(manifest: Record<string, ManifestChunk>): Set<string> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  return entryKey ? importClosure(manifest, entryKey) : new Set<string>();
}

/** The chunks (manifest keys) a screen's module adds to the entry's: its own and those it imports. */
export function chunksBeyondEntry(manifest: Record<string, ManifestChunk>, source: string): string[] {
  const entry = entryChunks(manifest);
  return [...importClosure(manifest, source)].filter((key) => !entry.has(key));
}

/**
 * The `Link` header value for a page address (path and query), or null when no hint applies. Built
 * once from the manifest. Home's other tabs (`?tab=stats`…) show other screens: no hint.
 */
export function loadFirstScreenHints(webDistDir: string): (pathname: string, search?: string) => string | null {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDistDir, ".vite", "manifest.json"), "utf8"));
  } catch {
    return () => null; // a build without a manifest: pages load as they always did
  }
  const screens = SCREENS.flatMap((screen) => {
    if (!manifest[screen.source]) return [];
    const code = chunksBeyondEntry(manifest, screen.source).map(
      (key) => `</${manifest[key]?.file}>; rel=modulepreload`,
    );
    return [{ ...screen, code }];
  });
  return (pathname, search = "") => {
    const tab = new URLSearchParams(search).get("tab");
    if (pathname === "/home" && tab !== null && tab !== "home") return null;
    for (const screen of screens) {
      const match = screen.path.exec(pathname);
      if (!match) continue;
      const data = (screen.data?.(match.slice(1)) ?? []).map(
        (url) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`,
      );
      return [...screen.code, ...data].join(", ");
    }
    return null;
  };
}

import { afterPageLoad } from "./after-load";

/** localStorage key of the zone read on an earlier visit. */
const STORAGE_KEY = "timeZone";

/** How long after the page's load event the remembered zone is checked against the browser's. */
const CHECK_AFTER_LOAD_MS = 1_000;

let current: string | null | undefined;
const listeners = new Set<() => void>();

/** The zone as the browser says it now, or null when it can't say. */
function readBrowserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

function rememberedZone(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function rememberZone(zone: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, zone);
  } catch {
    // storage refused: the next visit reads the browser's zone again
  }
}

/**
 * The browser's IANA time zone ("Europe/Paris"), or null when the browser can't say. The server
 * counts the learner's days in it.
 *
 * Reading it starts the browser's internationalisation library: 30–40 ms of main thread here, on
 * the path of a screen's first request, and a study screen needs that library for nothing else.
 * So the zone read on an earlier visit is used at once, and checked against the browser's a
 * moment after the page has loaded (`checkTimeZone`): a learner who has travelled gets every
 * answer read again in the new zone. The server keeps the zone it was last sent, so an answer in
 * the remembered zone is the one it would give without the header.
 */
export function browserTimeZone(): string | null {
  if (current !== undefined) return current;
  const remembered = rememberedZone();
  if (remembered) {
    current = remembered;
    afterPageLoad(checkTimeZone, CHECK_AFTER_LOAD_MS);
    return current;
  }
  current = readBrowserZone();
  if (current) rememberZone(current);
  return current;
}

/** Reads the browser's zone; when it differs from the one in use, keeps it and tells the listeners. */
export function checkTimeZone(): void {
  const zone = readBrowserZone();
  if (zone === null || zone === current) return;
  current = zone;
  rememberZone(zone);
  for (const listener of listeners) listener();
}

/** Calls `listener` when the zone in use changes; returns the unsubscribe. */
export function onTimeZoneChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

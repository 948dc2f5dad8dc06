/** The service worker's cache of recordings (see the app's Workbox settings). */
export const RECORDINGS_CACHE = "lexistep-recordings";

/** How many recordings the device keeps and the room they take (bytes). */
export async function keptRecordings(): Promise<{ count: number; bytes: number }> {
  if (!("caches" in window) || !(await caches.has(RECORDINGS_CACHE))) return { count: 0, bytes: 0 };
  const cache = await caches.open(RECORDINGS_CACHE);
  let bytes = 0;
  const keys = await cache.keys();
  for (const key of keys) {
    const response = await cache.match(key);
    if (response) bytes += (await response.blob()).size;
  }
  return { count: keys.length, bytes };
}

/** Whether the browser keeps this site's data until the learner deletes it: granted, not granted, or unknown. */
export type StoragePersistence = "granted" | "not-granted" | "unsupported";

let asked: Promise<boolean> | null = null;

/**
 * Asks the browser, once per page, to keep the site's data (the decks kept for offline study) instead of
 * dropping it when space runs low or, in Safari, after 7 days without a visit. Browsers decide by their
 * own rules (Chromium: how much the site is used, or installed; Firefox may ask the learner). `again`: the
 * learner asked (Settings), so the browser is asked even if it refused earlier on this page.
 */
export function askPersistentStorage(options: { again?: boolean } = {}): Promise<boolean> {
  if (typeof navigator === "undefined" || !navigator.storage?.persist) return Promise.resolve(false);
  if (options.again) asked = null;
  asked ??= navigator.storage
    .persisted()
    .then((already) => already || navigator.storage.persist())
    .catch(() => false);
  return asked;
}

/** Whether the site's data is kept until the learner deletes it (as the browser says now). */
export async function storagePersistence(): Promise<StoragePersistence> {
  if (typeof navigator === "undefined" || !navigator.storage?.persisted) return "unsupported";
  try {
    return (await navigator.storage.persisted()) ? "granted" : "not-granted";
  } catch {
    return "unsupported";
  }
}

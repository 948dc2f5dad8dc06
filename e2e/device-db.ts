import type { Page } from "@playwright/test";

/**
 * Reads the app's own database on the device (IndexedDB `lexistep-offline`) from a test, never
 * creating it: an upgrade would mean the app has not made it yet, and is cancelled.
 */
export async function deviceRecords(page: Page, store: DeviceStore): Promise<unknown[]> {
  return readDeviceStore(page, store, "getAll");
}

/** The keys of a store of the app's database on the device (none when the app has not made it yet). */
export async function deviceKeys(page: Page, store: DeviceStore): Promise<string[]> {
  return (await readDeviceStore(page, store, "getAllKeys")).map(String);
}

type DeviceStore = "decks" | "saves" | "drafts";

async function readDeviceStore(page: Page, store: DeviceStore, read: "getAll" | "getAllKeys"): Promise<unknown[]> {
  return page.evaluate(
    async ({ name, read }) => {
      const db = await new Promise<IDBDatabase | null>((resolve) => {
        const open = indexedDB.open("lexistep-offline");
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => resolve(null);
      });
      if (!db) return [];
      if (!db.objectStoreNames.contains(name)) {
        db.close();
        return [];
      }
      const values = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name)[read]();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return values;
    },
    { name: store, read },
  );
}

/** Makes every session draft on the device look `ms` older (a session abandoned that long ago). */
export async function ageDrafts(page: Page, ms: number): Promise<void> {
  await page.evaluate(async (by) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("lexistep-offline");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction("drafts", "readwrite");
      const store = tx.objectStore("drafts");
      const cursor = store.openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return;
        c.update({ ...c.value, updatedAt: c.value.updatedAt - by });
        c.continue();
      };
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, ms);
}

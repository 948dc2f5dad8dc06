import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * The browser's own database (IndexedDB), for everything the app keeps on the device to work with
 * no network: decks kept for offline study, finished sessions waiting to be saved, and the answers
 * of sessions still being studied. One database, so one upgrade path.
 */
export const DEVICE_DB_NAME = "lexistep-offline";

export type DeviceStoreName = "decks" | "saves" | "drafts";

interface DeviceSchema extends DBSchema {
  decks: { key: string; value: unknown };
  saves: { key: string; value: unknown };
  drafts: { key: string; value: unknown };
}

const STORES: readonly DeviceStoreName[] = ["decks", "saves", "drafts"];

let opening: Promise<IDBPDatabase<DeviceSchema>> | null = null;

export function indexedDbAvailable(): boolean {
  return typeof indexedDB !== "undefined";
}

/**
 * Version 3 adds the save queue and the drafts. Every upgrade makes whichever store is missing, so a
 * database made elsewhere first (or at any older version) is mended, never emptied.
 */
export function deviceDb(): Promise<IDBPDatabase<DeviceSchema>> {
  opening ??= openDB<DeviceSchema>(DEVICE_DB_NAME, 3, {
    upgrade(db) {
      for (const name of STORES) if (!db.objectStoreNames.contains(name)) db.createObjectStore(name);
    },
    // Another tab opened a newer version: let it upgrade; this tab reopens on its next call.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

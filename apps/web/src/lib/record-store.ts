import { type DeviceStoreName, deviceDb, indexedDbAvailable } from "./device-db";

/**
 * A small keyed store of records kept on the device. The app uses IndexedDB; where a browser has
 * none (or refuses it), localStorage holds the same records as one JSON object; tests use memory.
 * Values read back are `unknown` until the caller has checked their shape.
 */
export interface RecordStore {
  all(): Promise<unknown[]>;
  put(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
}

export function memoryRecordStore(initial: Record<string, unknown> = {}): RecordStore & { size(): number } {
  const data = new Map(Object.entries(initial));
  return {
    all: async () => [...data.values()],
    put: async (key, value) => {
      data.set(key, structuredClone(value));
    },
    delete: async (key) => {
      data.delete(key);
    },
    size: () => data.size,
  };
}

type JsonStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Reads a JSON object (or a list, keyed by `keyOf`) kept under one localStorage key. */
export function readJsonRecords(
  storage: JsonStorage,
  storageKey: string,
  keyOf: (value: unknown) => string | null,
): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? "{}");
    if (Array.isArray(parsed)) {
      const out: Record<string, unknown> = {};
      for (const value of parsed) {
        const key = keyOf(value);
        if (key) out[key] = value;
      }
      return out;
    }
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The fallback: the records as one JSON object under `storageKey` (a list written by an earlier version is read too). */
export function localStorageRecordStore(
  storage: JsonStorage,
  storageKey: string,
  keyOf: (value: unknown) => string | null = () => null,
): RecordStore {
  const read = () => readJsonRecords(storage, storageKey, keyOf);
  const write = (records: Record<string, unknown>) => {
    if (Object.keys(records).length === 0) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify(records));
  };
  return {
    all: async () => Object.values(read()),
    put: async (key, value) => write({ ...read(), [key]: value }),
    delete: async (key) => {
      const records = read();
      if (!(key in records)) return;
      delete records[key];
      write(records);
    },
  };
}

export function indexedDbRecordStore(name: DeviceStoreName): RecordStore {
  return {
    all: async () => (await deviceDb()).getAll(name),
    put: async (key, value) => {
      await (await deviceDb()).put(name, value, key);
    },
    delete: async (key) => {
      await (await deviceDb()).delete(name, key);
    },
  };
}

/**
 * The device's store `name`: IndexedDB when the browser opens it, else localStorage under
 * `fallbackKey`. Records an earlier version kept in localStorage (under `legacyKey`) are moved into
 * IndexedDB on first use, so nothing waiting to be saved is left behind by an update.
 */
export function deviceRecordStore(
  name: DeviceStoreName,
  legacy: { storageKey: string; keyOf: (value: unknown) => string | null },
): RecordStore {
  let chosen: Promise<RecordStore> | null = null;
  const choose = async (): Promise<RecordStore> => {
    let fallback: RecordStore;
    try {
      fallback = localStorageRecordStore(window.localStorage, legacy.storageKey, legacy.keyOf);
    } catch {
      // Storage blocked altogether: records live as long as the page.
      return memoryRecordStore();
    }
    if (!indexedDbAvailable()) return fallback;
    try {
      const store = indexedDbRecordStore(name);
      const earlier = readJsonRecords(window.localStorage, legacy.storageKey, legacy.keyOf);
      for (const [key, value] of Object.entries(earlier)) await store.put(key, value);
      if (Object.keys(earlier).length > 0) window.localStorage.removeItem(legacy.storageKey);
      return store;
    } catch {
      return fallback;
    }
  };
  const store = () => {
    chosen ??= choose();
    return chosen;
  };
  return {
    all: async () => (await store()).all(),
    put: async (key, value) => (await store()).put(key, value),
    delete: async (key) => (await store()).delete(key),
  };
}

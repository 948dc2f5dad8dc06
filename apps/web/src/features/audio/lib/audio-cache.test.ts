import { describe, expect, it } from "vitest";
import type { AudioEntry } from "../api/get-audios";
import {
  AUDIO_MEMORY_CACHE_MAX,
  AUDIO_MEMORY_CACHE_TTL_MS,
  AUDIO_STATUS_KEY,
  AUDIO_UNAVAILABLE_TTL_MS,
  AudioLookupCache,
  AudioStatusStore,
  audioKey,
  type KeyValueStorage,
} from "./audio-cache";

const entry = (word: string): AudioEntry => ({ id: `id-${word}`, language: "zh", word, link: `/audio/x/${word}.mp3` });

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
}

describe("the memory cache of audio lookups", () => {
  it("keeps 500 lookups for 30 minutes", () => {
    expect(AUDIO_MEMORY_CACHE_MAX).toBe(500);
    expect(AUDIO_MEMORY_CACHE_TTL_MS).toBe(30 * 60 * 1000);
  });

  it("answers a lookup until it is 30 minutes old, then forgets it", () => {
    let now = 1_000_000;
    const cache = new AudioLookupCache(() => now);
    cache.set("zh|你", [entry("你")]);
    now += AUDIO_MEMORY_CACHE_TTL_MS - 1;
    expect(cache.get("zh|你")).toEqual([entry("你")]);
    now += 1;
    expect(cache.get("zh|你")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("remembers that the server has nothing (an empty list) like any answer", () => {
    const cache = new AudioLookupCache(() => 0);
    cache.set("es|xyz", []);
    expect(cache.get("es|xyz")).toEqual([]);
    expect(cache.get("es|other")).toBeUndefined();
  });

  it("drops the least recently used lookup beyond the maximum", () => {
    const cache = new AudioLookupCache(() => 0, 3);
    cache.set("a", [entry("a")]);
    cache.set("b", [entry("b")]);
    cache.set("c", [entry("c")]);
    cache.get("a"); // used: b is now the oldest
    cache.set("d", [entry("d")]);
    expect(cache.size).toBe(3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.get("d")).toBeDefined();
  });

  it("holds at most 500 words by default", () => {
    const cache = new AudioLookupCache(() => 0);
    for (let i = 0; i < 520; i++) cache.set(`w${i}`, []);
    expect(cache.size).toBe(500);
    expect(cache.get("w0")).toBeUndefined();
    expect(cache.get("w519")).toEqual([]);
  });
});

/** The status store over this storage, with this clock. */
const storeOn = (storage: ReturnType<typeof memoryStorage>, now: () => number) =>
  new AudioStatusStore(() => storage, now);

describe("the remembered 'unavailable' status", () => {
  it("keys a word by language and word", () => {
    expect(audioKey("ZH", " 你好 ")).toBe("zh|你好");
  });

  it("blocks a word for 24 hours after it was marked unavailable, per language and word", () => {
    let now = 5_000_000;
    const storage = memoryStorage();
    const store = storeOn(storage, () => now);
    expect(store.isUnavailable("zh|你")).toBe(false);
    store.markUnavailable("zh|你");
    expect(store.isUnavailable("zh|你")).toBe(true);
    expect(store.isUnavailable("ja|你")).toBe(false);
    now += AUDIO_UNAVAILABLE_TTL_MS - 1;
    expect(store.isUnavailable("zh|你")).toBe(true);
    now += 1;
    expect(store.isUnavailable("zh|你")).toBe(false);
  });

  it("lives in localStorage, so another visit (a new store) still knows", () => {
    const storage = memoryStorage();
    storeOn(storage, () => 1000).markUnavailable("es|hola");
    expect(JSON.parse(storage.data.get(AUDIO_STATUS_KEY)!)).toEqual({ "es|hola": { status: "unavailable", at: 1000 } });
    expect(storeOn(storage, () => 2000).isUnavailable("es|hola")).toBe(true);
  });

  it("drops expired entries when it writes", () => {
    let now = 0;
    const storage = memoryStorage();
    const store = storeOn(storage, () => now);
    store.markUnavailable("es|a");
    now = AUDIO_UNAVAILABLE_TTL_MS + 10;
    store.markUnavailable("es|b");
    expect(Object.keys(JSON.parse(storage.data.get(AUDIO_STATUS_KEY)!))).toEqual(["es|b"]);
  });

  it("ignores broken or missing storage", () => {
    const broken: KeyValueStorage = {
      getItem: () => "{not json",
      setItem: () => {
        throw new Error("quota");
      },
    };
    const store = new AudioStatusStore(
      () => broken,
      () => 0,
    );
    expect(store.isUnavailable("es|a")).toBe(false);
    expect(() => store.markUnavailable("es|a")).not.toThrow();
    const none = new AudioStatusStore(
      () => null,
      () => 0,
    );
    none.markUnavailable("es|a");
    expect(none.isUnavailable("es|a")).toBe(false);
  });

  it("does not trust a date in the future", () => {
    const storage = memoryStorage();
    storage.setItem(AUDIO_STATUS_KEY, JSON.stringify({ "es|a": { status: "unavailable", at: 10_000 } }));
    expect(storeOn(storage, () => 0).isUnavailable("es|a")).toBe(false);
  });
});

import type { AudioEntry } from "../api/get-audios";

/** Lookups kept in memory: 500 words at most, each for 30 minutes. */
export const AUDIO_MEMORY_CACHE_MAX = 500;
export const AUDIO_MEMORY_CACHE_TTL_MS = 30 * 60_000;
/** A word found to have no audio is not tried again for 24 hours (per language and word). */
export const AUDIO_UNAVAILABLE_TTL_MS = 24 * 60 * 60_000;
/** localStorage key of the remembered availability. */
export const AUDIO_STATUS_KEY = "audio-status";
/** Entries kept in localStorage at most (the oldest go first). */
export const AUDIO_STATUS_MAX = 1000;

/** The key of a word in a language (the audio code, or the speech tag when the server has no code). */
export function audioKey(language: string, word: string): string {
  return `${language.toLowerCase()}|${word.trim()}`;
}

/**
 * The server's answers for recent lookups, newest last: a hit older than the time to live is gone;
 * past the maximum the least recently used entry is dropped. `now` is injected for tests.
 */
export class AudioLookupCache {
  private readonly entries = new Map<string, { at: number; value: AudioEntry[] }>();

  constructor(
    private readonly now: () => number,
    private readonly max = AUDIO_MEMORY_CACHE_MAX,
    private readonly ttlMs = AUDIO_MEMORY_CACHE_TTL_MS,
  ) {}

  get(key: string): AudioEntry[] | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (this.now() - hit.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Recently used: move to the back.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, value: AudioEntry[]): void {
    this.entries.delete(key);
    this.entries.set(key, { at: this.now(), value });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

type StatusMap = Record<string, { status: "unavailable"; at: number }>;

/** Storage as used here (localStorage in the app); failures to read or write are ignored. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function readStatuses(storage: KeyValueStorage | null): StatusMap {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(AUDIO_STATUS_KEY) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as StatusMap) : {};
  } catch {
    return {};
  }
}

/**
 * Availability remembered across visits: a word marked unavailable stays so for 24 hours, which
 * blocks trying it again; after that it may be tried once more.
 */
export class AudioStatusStore {
  constructor(
    private readonly storage: () => KeyValueStorage | null,
    private readonly now: () => number,
    private readonly ttlMs = AUDIO_UNAVAILABLE_TTL_MS,
  ) {}

  isUnavailable(key: string): boolean {
    const entry = readStatuses(this.storage())[key];
    if (entry?.status !== "unavailable" || typeof entry.at !== "number") return false;
    const age = this.now() - entry.at;
    return age >= 0 && age < this.ttlMs;
  }

  markUnavailable(key: string): void {
    const storage = this.storage();
    if (!storage) return;
    const now = this.now();
    const fresh = Object.entries(readStatuses(storage)).filter(
      ([k, v]) => k !== key && typeof v?.at === "number" && now - v.at >= 0 && now - v.at < this.ttlMs,
    );
    fresh.sort((a, b) => a[1].at - b[1].at);
    const kept = fresh.slice(Math.max(0, fresh.length - (AUDIO_STATUS_MAX - 1)));
    const next: StatusMap = Object.fromEntries(kept);
    next[key] = { status: "unavailable", at: now };
    try {
      storage.setItem(AUDIO_STATUS_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the word is simply tried again next time.
    }
  }
}

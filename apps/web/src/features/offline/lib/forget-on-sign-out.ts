import { RECORDINGS_CACHE } from "./recordings-cache";

/** Recordings of a learner's own words (imported with their decks): only their account may hear them. */
const OWN_RECORDING = /^\/api\/words\/\d+\/audio$/;

interface RecordingCache {
  keys(): Promise<readonly Request[]>;
  delete(request: Request): Promise<boolean>;
}

export interface ForgetDeps {
  /** The service worker's recordings cache, or null where there is none. */
  recordings: () => Promise<RecordingCache | null>;
  /** Drops every deck this learner keeps for offline study. */
  forgetDecks: (userId: string) => Promise<void>;
}

/**
 * What a learner leaves on a device goes when they sign out (or delete their account), so the next
 * person on it cannot read it: the decks kept for offline study, and the recordings of their own
 * words, which the service worker would otherwise serve to anyone without asking the server.
 * Public pronunciations stay (they are the same for everyone). Sessions waiting to be saved stay
 * too: they are the learner's answers, sent when they are next signed in.
 */
export async function forgetOnSignOut(userId: string, deps: ForgetDeps = browserForgetDeps): Promise<void> {
  await Promise.all([
    deps.forgetDecks(userId).catch(() => undefined),
    (async () => {
      const cache = await deps.recordings();
      if (!cache) return;
      for (const request of await cache.keys()) {
        if (OWN_RECORDING.test(new URL(request.url).pathname)) await cache.delete(request);
      }
    })().catch(() => undefined),
  ]);
}

const browserForgetDeps: ForgetDeps = {
  recordings: async () =>
    "caches" in window && (await caches.has(RECORDINGS_CACHE)) ? caches.open(RECORDINGS_CACHE) : null,
  forgetDecks: async (userId) => {
    const store = await import("./offline-study-store");
    if (store.indexedDbAvailable()) await store.forgetLearner(userId);
  },
};

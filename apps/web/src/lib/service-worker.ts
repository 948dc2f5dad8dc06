import { afterPageLoad } from "./after-load";

/**
 * How long after the page's load event the service worker is registered. A first install
 * downloads the whole app for offline use (the precache); on a slow network that must not
 * compete with the first screen's own code and data, which an app page fetches after `load`.
 * A returning visitor's worker already controls the page: registering only checks for an update.
 */
const REGISTER_AFTER_LOAD_MS = 2_000;

/**
 * Registers the service worker (built by vite-plugin-pwa) once the first screen has had its
 * turn. A new deployment is never applied silently: the learner is asked to reload, and the new
 * version takes over all at once.
 */
export function registerServiceWorkerLater(onUpdate: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  afterPageLoad(() => {
    void import("virtual:pwa-register").then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh: () => onUpdate(() => void update(true)),
      });
    });
  }, REGISTER_AFTER_LOAD_MS);
}

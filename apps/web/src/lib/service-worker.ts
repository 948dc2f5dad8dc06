/**
 * Registers the service worker (built by vite-plugin-pwa) after the page has loaded, so it never
 * competes with the first paint. A new deployment is never applied silently: the learner is asked
 * to reload, and the new version takes over all at once.
 */
export function registerServiceWorkerLater(onUpdate: (apply: () => void) => void): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const start = () => {
    void import("virtual:pwa-register").then(({ registerSW }) => {
      const update = registerSW({
        onNeedRefresh: () => onUpdate(() => void update(true)),
      });
    });
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

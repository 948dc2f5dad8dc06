// Runs synchronously in <head>, before the first paint, so the page never flashes the wrong theme.
// The CSP forbids inline scripts, hence this tiny external file. Keep it in sync with src/lib/theme.ts.
(() => {
  let theme = null;
  try {
    theme = localStorage.getItem("theme");
  } catch {
    // Storage can be blocked (privacy mode): fall back to the system preference.
  }
  if (theme !== "dark" && theme !== "light") {
    theme = window.matchMedia?.("(prefers-color-scheme: dark)").matches ? "dark" : "light";
  }
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  // The app's own pages wait for the session first: index.html's "Loading…" shows at once there.
  if (/^\/(home|decks|study|settings|fsrs-settings|create)(\/|$)/.test(window.location.pathname)) {
    root.dataset.boot = "app";
  }
})();

/**
 * The light/dark theme: stored in localStorage `theme`, applied as the `dark` class on <html>.
 * public/theme-init.js applies the same rule before first paint; keep the two in sync.
 */
export type Theme = "light" | "dark";

const STORAGE_KEY = "theme";
const DARK_QUERY = "(prefers-color-scheme: dark)";
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "dark" || value === "light" ? value : null;
  } catch {
    return null; // storage blocked: behave as if nothing was chosen
  }
}

function systemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? "dark" : "light";
}

function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
}

export function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

export function setTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // not persisted, still applied for this page
  }
  applyTheme(theme);
  for (const listener of listeners) listener();
}

/** Subscribes to theme changes, including system changes while the user hasn't chosen one. */
export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  const onSystemChange = () => {
    if (storedTheme() === null) {
      applyTheme(systemTheme());
      listener();
    }
  };
  media?.addEventListener?.("change", onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener?.("change", onSystemChange);
  };
}

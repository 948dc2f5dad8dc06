import { useSyncExternalStore } from "react";

/**
 * How long the first screen may wait for its code once the session is known. Past it, the screen
 * renders with its skeleton and its code fills it in when it arrives (a slow network).
 */
export const FIRST_SCREEN_CODE_WAIT_MS = 1000;

let ready = true;
const listeners = new Set<() => void>();

function markReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of listeners) listener();
}

/**
 * The first screen's code (`arrival`: its chunk being preloaded) is awaited before the screen is let
 * in, for at most `FIRST_SCREEN_CODE_WAIT_MS`. Rendered before its code is in, the screen would show
 * its skeleton, and React holds back what replaces a fallback for up to 300 ms: a screen whose code
 * arrives a moment after the session's answer would show a skeleton for 300 ms for nothing. Only
 * the app's first screen waits; from then on screens render as they come.
 */
export function awaitFirstScreenCode(arrival: Promise<unknown>, waitMs = FIRST_SCREEN_CODE_WAIT_MS): void {
  ready = false;
  const timer = setTimeout(markReady, waitMs);
  void arrival.finally(() => {
    clearTimeout(timer);
    markReady();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False while the first screen's code is awaited. */
export function useFirstScreenCodeReady(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => ready,
    () => true,
  );
}

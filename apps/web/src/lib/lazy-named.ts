import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/**
 * React.lazy for a named export, so screens keep named exports and still split into their own chunk.
 * Usage: const DeckPage = lazyNamed(() => import("./DeckPage"), "DeckPage");
 * `preload()` starts fetching the chunk before the screen renders (the browser loads a module once).
 */
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the lazy component is used
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> & { preload: () => void } {
  const component = lazy(async () => ({ default: (await load())[name] }));
  return Object.assign(component, {
    preload: () => {
      load().catch(() => undefined);
    },
  });
}

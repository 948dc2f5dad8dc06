import { type ComponentType, lazy } from "react";

/**
 * React.lazy for a named export, so screens keep named exports and still split into their own chunk.
 * Usage: const DeckPage = lazyNamed(() => import("./DeckPage"), "DeckPage");
 */
// biome-ignore lint/suspicious/noExplicitAny: props are checked where the lazy component is used
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

import { type ComponentProps, type ComponentType, createElement, lazy, useState } from "react";

// biome-ignore lint/suspicious/noExplicitAny: props are checked where the lazy component is used
type AnyComponent = ComponentType<any>;

export type LazyNamed<C extends AnyComponent> = ComponentType<ComponentProps<C>> & {
  /** Starts fetching the chunk before the component renders (the browser loads a module once). */
  preload: () => void;
};

/** The modules that have arrived, by their loader: components that share one loader share its chunk. */
const arrived = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * React.lazy for a named export, so screens keep named exports and still split into their own chunk.
 * Usage: const DeckPage = lazyNamed(() => import("./DeckPage"), "DeckPage");
 *
 * Once the chunk has arrived (preloaded, or rendered before), the component renders at once, in
 * the same pass as its parent: React.lazy would suspend on its first render even so, and React
 * holds back content that replaces a fallback for up to 300 ms, so a screen whose code and data were
 * already in would show its skeleton first for nothing. Components given the same `load` function
 * are one chunk: preloading one of them preloads all.
 */
export function lazyNamed<M extends Record<K, AnyComponent>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyNamed<M[K]> {
  const loadAndKeep = async () => {
    const module = await load();
    arrived.set(load, module);
    return module;
  };
  const Lazy = lazy(async () => ({ default: (await loadAndKeep())[name] }));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy component, at module level, like React.lazy
  function Named(props: ComponentProps<M[K]>) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it
    // (another element type) and lose its state.
    const [type] = useState<AnyComponent>(() => (arrived.get(load) as M | undefined)?.[name] ?? Lazy);
    return createElement(type, props);
  }
  Named.displayName = `Lazy(${String(name)})`;
  return Object.assign(Named, {
    preload: () => {
      loadAndKeep().catch(() => undefined);
    },
  });
}

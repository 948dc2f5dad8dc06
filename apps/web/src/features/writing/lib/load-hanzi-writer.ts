import type HanziWriter from "hanzi-writer";

export type HanziWriterClass = typeof HanziWriter;
let loading: Promise<HanziWriterClass> | null = null;

/** hanzi-writer in its own chunk, fetched the first time a writing screen needs it. */
export function loadHanziWriter(): Promise<HanziWriterClass> {
  loading ??= import("hanzi-writer").then((m) => m.default);
  // A failed download may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

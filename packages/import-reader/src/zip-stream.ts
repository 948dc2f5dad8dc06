import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One entry of a zip written as a stream: its bytes come a chunk at a time. */
export interface ZipStreamEntry {
  name: string;
  /** 0: stored as it is (audio, already compressed); 6: deflated. */
  level: 0 | 6;
  chunks(): AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/**
 * A zip archive as a sequence of chunks, entry after entry. Nothing is read ahead: the next input chunk is
 * taken only when the consumer has taken every output chunk of the previous one, so a slow reader holds
 * the writer back (memory: one input chunk and what it deflates to).
 */
export async function* zipStream(
  entries: AsyncIterable<ZipStreamEntry> | Iterable<ZipStreamEntry>,
  mtime: Date,
): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else if (data.byteLength > 0) ready.push(data);
  });
  function* drain() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  // Zip times cannot go before 1980.
  const time = new Date(Math.max(mtime.getTime(), Date.UTC(1980, 0, 2)));
  for await (const entry of entries) {
    const file = entry.level === 0 ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name, { level: 6 });
    file.mtime = time;
    zip.add(file);
    let pending: Uint8Array | null = null;
    for await (const chunk of entry.chunks()) {
      if (pending) file.push(pending);
      pending = chunk;
      yield* drain();
    }
    file.push(pending ?? new Uint8Array(0), true);
    yield* drain();
  }
  zip.end();
  yield* drain();
}

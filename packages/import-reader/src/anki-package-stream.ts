import { createReadStream } from "node:fs";
import { type ZipStreamEntry, zipStream } from "./zip-stream";

/** A recording to put in the package: its name there, and its bytes when the zip reaches it. */
export interface PackageMedia {
  name: string;
  bytes(): Promise<Uint8Array>;
}

/** Read size of the collection file: what the zip holds in memory at once. */
const CHUNK_BYTES = 64 * 1024;

/**
 * An Anki package (`.apkg`) as a stream of zip chunks: the collection file written by `createCollectionFile`
 * (read from disk a slice at a time), each recording as an entry "0", "1", … (loaded one at a time, stored
 * as it is) and the `media` map. Memory: one slice or one recording.
 */
export function ankiPackageStream(collectionPath: string, media: readonly PackageMedia[], mtime: Date) {
  async function* entries(): AsyncGenerator<ZipStreamEntry> {
    yield {
      name: "collection.anki2",
      level: 6,
      chunks: () => createReadStream(collectionPath, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Uint8Array>,
    };
    const map: Record<string, string> = {};
    for (const [index, file] of media.entries()) {
      map[String(index)] = file.name;
      // Audio is compressed already; deflating it again costs time and saves nothing.
      yield {
        name: String(index),
        level: 0,
        chunks: async function* () {
          yield await file.bytes();
        },
      };
    }
    yield { name: "media", level: 6, chunks: () => [new TextEncoder().encode(JSON.stringify(map))] };
  }
  return zipStream(entries(), mtime);
}

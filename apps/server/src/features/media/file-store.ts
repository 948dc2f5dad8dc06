import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { executeRows } from "../../db/execute-rows";
import { isMediaHash, type MediaBody } from "./body";
import { type MediaStore, purgeBlobRows, touchBlob } from "./store";

/** Runs one task per key at a time (a blob being stored is never deleted under it). */
function keyedLock() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const before = tails.get(key) ?? Promise.resolve();
    const run = before.then(task, task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

async function sizeOf(file: string): Promise<number | null> {
  try {
    return (await fs.promises.stat(file)).size;
  } catch {
    return null;
  }
}

/** Writes the body to a new temporary file, then renames it into place (a reader never sees half a file). */
async function writeFile(body: MediaBody, tmpDir: string, final: string): Promise<void> {
  const tmp = path.join(tmpDir, `${crypto.randomUUID()}.part`);
  const handle = await fs.promises.open(tmp, "wx", 0o600);
  try {
    for await (const piece of body.chunks()) await handle.write(piece);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await fs.promises.rm(tmp, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.mkdir(path.dirname(final), { recursive: true, mode: 0o700 });
  await fs.promises.rename(tmp, final);
}

/**
 * Blobs as files: DATA_DIR/media/<first two hex digits>/<sha256>, mode 0600 in 0700 directories. The
 * database keeps only the blob's row (hash, size), so PGlite never carries a file's bytes.
 */
export function createFileMediaStore(db: Db, dataDir: string): MediaStore {
  const root = path.join(dataDir, "media");
  const tmpDir = path.join(root, "tmp");
  fs.mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  const locked = keyedLock();
  const fileOf = (hash: string) => path.join(root, hash.slice(0, 2), hash);

  /** Temporary files a crash left behind (an hour old: none is being written). */
  async function dropStaleTemporaries(now: Date): Promise<void> {
    for (const name of await fs.promises.readdir(tmpDir).catch(() => [] as string[])) {
      const file = path.join(tmpDir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && now.getTime() - stat.mtimeMs > 60 * 60 * 1000) await fs.promises.rm(file, { force: true });
    }
  }

  return {
    kind: "files",
    put: (body, attach) =>
      locked(body.hash, async () => {
        // The row first: from now on the clean-up sees the blob as just checked and leaves it.
        await touchBlob(db, body.hash, body.size);
        const final = fileOf(body.hash);
        if ((await sizeOf(final)) !== body.size) await writeFile(body, tmpDir, final);
        return attach(db);
      }),
    async open(hash, start, end) {
      if (!isMediaHash(hash)) return null;
      const file = fileOf(hash);
      const size = await sizeOf(file);
      if (size === null || end >= size) return null;
      return fs.createReadStream(file, { start, end, highWaterMark: 64 * 1024 });
    },
    async purge(now, limit) {
      await dropStaleTemporaries(now);
      const { looked, gone } = await purgeBlobRows(db, now, limit);
      for (const hash of gone) {
        await locked(hash, async () => {
          // Stored again since the row went: the file is in use.
          const again = await executeRows(db, sql`SELECT 1 FROM media_blobs WHERE hash = ${hash}`);
          if (again.length > 0) return;
          await fs.promises.rm(fileOf(hash), { force: true });
        });
      }
      return { looked, gone: gone.length };
    },
  };
}

import type { Database } from "../../db/database";
import { createChunkMediaStore } from "./chunk-store";
import { createFileMediaStore } from "./file-store";
import type { MediaStore } from "./store";

/** Files under DATA_DIR on the embedded database (one process); chunks in PostgreSQL (shared by instances). */
export function createMediaStore(database: Pick<Database, "db" | "kind">, dataDir: string): MediaStore {
  return database.kind === "pglite" ? createFileMediaStore(database.db, dataDir) : createChunkMediaStore(database.db);
}

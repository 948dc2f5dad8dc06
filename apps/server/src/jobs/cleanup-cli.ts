// `npm run jobs:cleanup`: delete guests older than 7 days, once, then exit.
import { loadConfig } from "../config";
import { openDatabase } from "../db/database";
import { cleanupGuests } from "./cleanup-guests";

const config = loadConfig();
// What it writes under DATA_DIR (the embedded database) is the server's user's alone, as for the server.
process.umask(0o077);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const deleted = await cleanupGuests(database.db, new Date());
  console.log(`Deleted ${deleted} guest account${deleted === 1 ? "" : "s"} older than 7 days.`);
} finally {
  await database.close();
}

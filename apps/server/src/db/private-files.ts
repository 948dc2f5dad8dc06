import fs from "node:fs";
import path from "node:path";

/**
 * Makes everything under `dir` its owner's alone (files 0600, directories 0700). The embedded database writes
 * its first files from a template with modes of their own (0666, whatever the umask), so its directory is
 * walked once it is open; files it makes later follow the process's umask (077, set at start).
 */
export function makePrivate(dir: string): number {
  let changed = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const target = path.join(at, entry.name);
      if (entry.isSymbolicLink()) continue;
      const mode = fs.statSync(target).mode & 0o777;
      const wanted = entry.isDirectory() ? 0o700 : mode & 0o600;
      if (mode !== wanted) {
        fs.chmodSync(target, wanted);
        changed++;
      }
      if (entry.isDirectory()) walk(target);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return changed;
}

import fs from "node:fs";
import path from "node:path";

export interface DataDirLock {
  path: string;
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly ownerPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another running server (process ${ownerPid}). ` +
        "Stop that server first, or start this one with a different DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes an exclusive lock file in `dataDir` holding our pid. A lock left by a process that
 * no longer runs (a crash, kill -9) is taken over; a live owner makes this throw.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const lockPath = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return { path: lockPath, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      if (isProcessAlive(ownerPid) && ownerPid !== process.pid) throw new DataDirLockedError(dataDir, ownerPid);
      if (ownerPid === process.pid) throw new DataDirLockedError(dataDir, ownerPid);
      fs.unlinkSync(lockPath); // stale: its owner is gone
    }
  }
  throw new Error(`Could not take the lock file in ${dataDir}`);
}

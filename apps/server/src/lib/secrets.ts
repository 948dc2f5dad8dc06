import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface Secrets {
  authSecret: string;
  /** Lets the operator's command line act through a running server. */
  adminToken: string;
}

const valid = (value: unknown): value is string => typeof value === "string" && value.length >= 32;
const generate = () => crypto.randomBytes(32).toString("base64url");

/**
 * Secrets are generated on first start and kept in DATA_DIR/secrets.json (mode 0600), so
 * sessions survive restarts; BETTER_AUTH_SECRET from the environment wins over the stored one.
 */
export function loadOrCreateSecrets(dataDir: string, fromEnv: { authSecret?: string | undefined }): Secrets {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let secrets: Secrets;
  if (valid(stored.authSecret) && valid(stored.adminToken)) {
    secrets = { authSecret: stored.authSecret, adminToken: stored.adminToken };
  } else {
    secrets = {
      authSecret: valid(stored.authSecret) ? stored.authSecret : generate(),
      adminToken: valid(stored.adminToken) ? stored.adminToken : generate(),
    };
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return { ...secrets, authSecret: fromEnv.authSecret ?? secrets.authSecret };
}

/** The address of the server running on a data directory, for the command line (written at listen). */
export function writeServerAddress(dataDir: string, address: { url: string; pid: number }): void {
  fs.writeFileSync(path.join(dataDir, "server.json"), JSON.stringify(address), { mode: 0o600 });
}

export function readServerAddress(dataDir: string): { url: string; pid: number } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; pid: number };
  } catch {
    return null;
  }
}

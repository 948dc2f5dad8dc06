import crypto from "node:crypto";
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deleteOwnedRow } from "../../db/owned-rows";
import { signInAlerts, trustedDevices, users } from "../../db/schema";
import { DEVICE_COOKIE_LIFETIME_MS, type DeviceCredential, hashDeviceSecret, newDeviceSecret } from "./device-cookie";

export interface TrustedDevice {
  id: string;
  browser: string;
  firstUsedAt: Date;
  lastUsedAt: Date;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export function createTrustedDevices(db: Db) {
  return {
    /**
     * The device a cookie names, if it is still trusted AND belongs to the account `email` signs in to:
     * a cookie of one account gives nothing when signing in to another.
     */
    async recognise(credential: DeviceCredential | null, email: string): Promise<{ id: string } | null> {
      if (!credential) return null;
      const [row] = await db
        .select({ id: trustedDevices.id, tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .innerJoin(users, eq(users.id, trustedDevices.userId))
        .where(and(eq(trustedDevices.id, credential.id), eq(users.email, email)));
      if (!row || !sameHash(row.tokenHash, hashDeviceSecret(credential.secret))) return null;
      return { id: row.id };
    },

    /** The device of the request's cookie for the signed-in user, if it is one of theirs. */
    async currentOf(credential: DeviceCredential | null, userId: string): Promise<string | null> {
      if (!credential) return null;
      const [row] = await db
        .select({ id: trustedDevices.id, tokenHash: trustedDevices.tokenHash })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.id, credential.id), eq(trustedDevices.userId, userId)));
      return row && sameHash(row.tokenHash, hashDeviceSecret(credential.secret)) ? row.id : null;
    },

    /** Trusts the browser a password sign-in came from; the secret goes into its cookie only. */
    async register(userId: string, browser: string, now: Date): Promise<DeviceCredential> {
      const secret = newDeviceSecret();
      const [row] = await db
        .insert(trustedDevices)
        .values({ userId, tokenHash: hashDeviceSecret(secret), browser, firstUsedAt: now, lastUsedAt: now })
        .returning({ id: trustedDevices.id });
      return { id: row!.id, secret };
    },

    async touch(id: string, browser: string, now: Date): Promise<void> {
      await db.update(trustedDevices).set({ lastUsedAt: now, browser }).where(eq(trustedDevices.id, id));
    },

    async list(userId: string): Promise<TrustedDevice[]> {
      return db
        .select({
          id: trustedDevices.id,
          browser: trustedDevices.browser,
          firstUsedAt: trustedDevices.firstUsedAt,
          lastUsedAt: trustedDevices.lastUsedAt,
        })
        .from(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .orderBy(desc(trustedDevices.lastUsedAt));
    },

    /** Forgets one of the user's devices: its cookie then counts as untrusted. False when not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      return deleteOwnedRow(db, trustedDevices, userId, id);
    },

    /**
     * The hourly job: devices unused for longer than their cookie lives (a year) can never sign in again,
     * and owner-mail claims older than an hour no longer hold anything back.
     */
    async deleteExpired(now: Date): Promise<number> {
      const yearAgo = new Date(now.getTime() - DEVICE_COOKIE_LIFETIME_MS);
      await db.delete(signInAlerts).where(lt(signInAlerts.sentAt, new Date(now.getTime() - 3_600_000)));
      const deleted = await db
        .delete(trustedDevices)
        .where(lt(trustedDevices.lastUsedAt, yearAgo))
        .returning({ id: trustedDevices.id });
      return deleted.length;
    },

    async removeAll(userId: string): Promise<number> {
      const deleted = await db
        .delete(trustedDevices)
        .where(eq(trustedDevices.userId, userId))
        .returning({ id: trustedDevices.id });
      return deleted.length;
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;

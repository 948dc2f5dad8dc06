import crypto from "node:crypto";
import type { ConnectedTool } from "@app/domain/mining";
import { desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deleteOwnedRow } from "../../db/owned-rows";
import { apiKeys } from "../../db/schema";

/** At most this many keys per learner: one per tool and device is the use. */
export const MAX_KEYS = 20;

export function hashKey(key: string): string {
  return crypto.createHash("sha256").update(key).digest("hex");
}

/** "lx_" and 32 random bytes in base64url: the key a tool sends; only its hash is stored. */
export function newKey(): string {
  return `lx_${crypto.randomBytes(32).toString("base64url")}`;
}

export function createConnectedTools(db: Db) {
  return {
    async list(userId: string): Promise<ConnectedTool[]> {
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(apiKeys).where(eq(apiKeys.userId, userId));
      return row?.n ?? 0;
    },

    /** A new key: the row keeps its hash, the caller shows the key once. */
    async create(userId: string, name: string): Promise<{ tool: ConnectedTool; key: string }> {
      const key = newKey();
      const [row] = await db
        .insert(apiKeys)
        .values({ userId, name, keyHash: hashKey(key), prefix: key.slice(0, 8) })
        .returning();
      const tool = {
        id: row!.id,
        name,
        prefix: row!.prefix,
        createdAt: row!.createdAt.toISOString(),
        lastUsedAt: null,
      };
      return { tool, key };
    },

    /** Revoking deletes the row: the key is refused from the next request on. */
    async revoke(userId: string, id: string): Promise<boolean> {
      return deleteOwnedRow(db, apiKeys, userId, id);
    },

    /**
     * The learner a key belongs to, or null. Marks the key used (at most once a minute, so a busy tool
     * does not write on every request) in the same statement.
     */
    async userOfKey(key: string, now: Date): Promise<string | null> {
      const [row] = await db
        .update(apiKeys)
        .set({
          lastUsedAt: sql`CASE WHEN ${apiKeys.lastUsedAt} IS NULL OR ${apiKeys.lastUsedAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz
            THEN ${now.toISOString()}::timestamptz ELSE ${apiKeys.lastUsedAt} END`,
        })
        .where(eq(apiKeys.keyHash, hashKey(key)))
        .returning({ userId: apiKeys.userId });
      return row?.userId ?? null;
    },
  };
}

export type ConnectedTools = ReturnType<typeof createConnectedTools>;

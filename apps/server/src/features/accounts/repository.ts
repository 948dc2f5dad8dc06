import { and, eq, ne, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { deleteAccountRowsInBatches } from "../../db/batched-delete";
import type { Db } from "../../db/database";
import { accounts, contactMessages, sessions, userInfo, users, verifications } from "../../db/schema";

/** Whether a row of `table` not owned by `exceptUserId` holds the username in `column` (in any case). */
async function holdsUsername(
  db: Db,
  table: PgTable,
  column: AnyPgColumn,
  owner: AnyPgColumn,
  username: string,
  exceptUserId?: string,
): Promise<boolean> {
  const conditions = [sql`lower(${column}) = ${username.toLowerCase()}`];
  if (exceptUserId) conditions.push(ne(owner, exceptUserId));
  const rows = await db
    .select({ id: owner })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

export function createAccountsRepository(db: Db) {
  return {
    async isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      return (
        (await holdsUsername(db, users, users.username, users.id, username, exceptUserId)) ||
        holdsUsername(db, userInfo, userInfo.username, userInfo.userId, username, exceptUserId)
      );
    },

    async emailExists(email: string): Promise<boolean> {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      return rows.length > 0;
    },

    async isEmailTaken(email: string, exceptUserId: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Turns a guest into a registered user in place: the user id stays, so every row the guest
     * owns (collection, progress, review history, activity, notes, scores, settings) stays theirs.
     */
    async convertGuest(input: {
      userId: string;
      email: string;
      username: string;
      passwordHash: string;
      emailVerified: boolean;
    }) {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            email: input.email,
            name: input.username,
            username: input.username,
            displayUsername: input.username,
            isAnonymous: false,
            emailVerified: input.emailVerified,
            updatedAt: now,
          })
          .where(and(eq(users.id, input.userId), eq(users.isAnonymous, true)));
        await tx.insert(accounts).values({
          id: crypto.randomUUID(),
          userId: input.userId,
          accountId: input.userId,
          providerId: "credential",
          password: input.passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        await tx
          .update(userInfo)
          .set({ username: input.username, updatedAt: now })
          .where(eq(userInfo.userId, input.userId));
      });
    },

    /**
     * Deletes the user and every row they own. Signed out first; then what may be large (their own decks with
     * every learner's history on them, their reviews and progress) goes a batch at a time, so other learners'
     * queries run between the statements; the rest goes with the user's row (ON DELETE CASCADE).
     */
    async deleteUser(userId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
      await deleteAccountRowsInBatches(db, userId);
      await db.transaction(async (tx) => {
        // Pending tokens (password reset) hold the user id as their value: they go too.
        await tx.delete(verifications).where(eq(verifications.value, userId));
        await tx.delete(users).where(eq(users.id, userId));
      });
    },

    async saveContactMessage(input: { email: string; message: string; userId: string | null }) {
      const [row] = await db.insert(contactMessages).values(input).returning({ id: contactMessages.id });
      return row!;
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

import type { Db } from "../../db/database";
import { fsrsSettings, userInfo } from "../../db/schema";

export interface NewAccount {
  id: string;
  isAnonymous?: boolean | null | undefined;
  username?: string | null | undefined;
}

/** 'guest_' or 'user_' plus the first 8 characters of the id, unless a username was chosen. */
export function initialUsername(account: NewAccount): string {
  if (account.isAnonymous) return `guest_${account.id.slice(0, 8)}`;
  return account.username?.trim() || `user_${account.id.slice(0, 8)}`;
}

/**
 * The "first sign-in event", done once on the server when the account is created:
 * a user_info row and default scheduling settings. Idempotent (ON CONFLICT DO NOTHING).
 */
export async function createAccountBookkeeping(db: Db, account: NewAccount): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(userInfo)
      .values({ userId: account.id, username: initialUsername(account) })
      .onConflictDoNothing();
    await tx.insert(fsrsSettings).values({ userId: account.id }).onConflictDoNothing();
  });
}

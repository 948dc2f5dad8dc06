import { sql } from "drizzle-orm";
import type { Db } from "../src/db/database";

function rowsOf(result: unknown): unknown[] {
  return (result as { rows: unknown[] }).rows;
}

/** Every row a user has, in every table keyed by a user, as text: any change shows (the route matrix). */
export async function snapshotOf(db: Db, userId: string): Promise<string> {
  const tables = (await db.execute(
    sql`SELECT table_name FROM information_schema.columns WHERE column_name = 'user_id' AND table_schema = 'public' ORDER BY table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql.raw(`SELECT * FROM "${table_name}" WHERE user_id = '${userId}' ORDER BY 1`),
    )) as unknown as { rows: unknown[] };
    parts.push(`${table_name}:${JSON.stringify(rows.rows)}`);
  }
  const account = (await db.execute(
    sql`SELECT id, email, username, is_anonymous FROM users WHERE id = ${userId}`,
  )) as unknown as { rows: unknown[] };
  parts.push(`users:${JSON.stringify(account.rows)}`);
  // Own decks are keyed by owner_id, and their sets, words and recordings by the deck: none has a user_id.
  const ofOwner = sql`(SELECT id FROM own_decks WHERE owner_id = ${userId})`;
  const own = {
    own_decks: sql`SELECT * FROM own_decks WHERE owner_id = ${userId} ORDER BY id`,
    sub_decks: sql`SELECT * FROM sub_decks WHERE own_deck_id IN ${ofOwner} ORDER BY id`,
    words: sql`SELECT w.* FROM words w JOIN sub_decks s ON s.id = w.sub_deck_id WHERE s.own_deck_id IN ${ofOwner} ORDER BY w.id`,
    own_media: sql`SELECT own_deck_id, name, mime, md5(bytes) AS bytes FROM own_media WHERE own_deck_id IN ${ofOwner} ORDER BY name`,
  };
  for (const [name, query] of Object.entries(own)) {
    parts.push(`${name}:${JSON.stringify(rowsOf(await db.execute(query)))}`);
  }
  return parts.join("\n");
}

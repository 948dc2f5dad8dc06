import fs from "node:fs/promises";
import { z } from "zod";
import type { Db } from "../database";
import { updates } from "../schema";

const updatesFileSchema = z.array(
  z.object({
    id: z.uuid(),
    title: z.string().min(1).max(200),
    description: z.string().min(1).max(2000),
    publishDate: z.iso.datetime(),
    category: z.string().min(1).max(60),
    icon: z.string().min(1).max(40),
    /** Who sees it; everyone when left out. */
    audience: z.enum(["everyone", "guests", "registered"]).default("everyone"),
  }),
);

/** Loads the shipped updates feed (data/updates.json), upserting on id: re-running changes nothing. */
export async function loadUpdates(db: Db, file: string): Promise<number> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const entries = updatesFileSchema.parse(JSON.parse(text));
  for (const entry of entries) {
    const row = { ...entry, publishDate: new Date(entry.publishDate) };
    await db
      .insert(updates)
      .values(row)
      .onConflictDoUpdate({ target: updates.id, set: { ...row, id: undefined } });
  }
  return entries.length;
}

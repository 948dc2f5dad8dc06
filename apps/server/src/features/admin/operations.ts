import { FORUM_STATUSES, type ForumStatus } from "@app/domain/forum";
import { desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/database";
import { contactMessages, forumPosts, ownDecks, updates, users } from "../../db/schema";
import { createForumRepository } from "../forum";

/** What the operator can do; run by the command line directly or through a running server. */
export function createAdminOperations(db: Db) {
  return {
    async publishUpdate(input: {
      title: string;
      description: string;
      category?: string | undefined;
      icon?: string | undefined;
    }) {
      const [row] = await db
        .insert(updates)
        .values({
          title: input.title.trim(),
          description: input.description.trim(),
          ...(input.category?.trim() ? { category: input.category.trim() } : {}),
          ...(input.icon?.trim() ? { icon: input.icon.trim() } : {}),
        })
        .returning();
      return { id: row!.id, title: row!.title, publishDate: row!.publishDate.toISOString(), category: row!.category };
    },
    async listUpdates() {
      return (await db.select().from(updates).orderBy(desc(updates.publishDate))).map((u) => ({
        ...u,
        publishDate: u.publishDate.toISOString(),
      }));
    },
    async listRequests(status?: ForumStatus) {
      const rows = await db
        .select()
        .from(forumPosts)
        .where(status ? eq(forumPosts.status, status) : undefined)
        .orderBy(desc(forumPosts.createdAt));
      return rows.map((p) => ({
        id: p.id,
        status: p.status,
        requestType: p.requestType,
        totalVotes: p.totalVotes,
        title: p.title,
        createdBy: p.createdBy,
      }));
    },
    async setRequestStatus(id: string, status: ForumStatus): Promise<boolean> {
      if (!FORUM_STATUSES.includes(status)) return false;
      return createForumRepository(db).setStatus(id, status);
    },
    /** Learners' decks others can see (public or unlisted), newest first, with whether they are hidden. */
    async listSharedDecks() {
      const rows = await db
        .select({
          id: ownDecks.id,
          name: ownDecks.name,
          visibility: ownDecks.visibility,
          hidden: ownDecks.hidden,
          author: users.name,
          updatedAt: ownDecks.updatedAt,
        })
        .from(ownDecks)
        .innerJoin(users, eq(users.id, ownDecks.ownerId))
        .where(ne(ownDecks.visibility, "private"))
        .orderBy(desc(ownDecks.updatedAt));
      return rows.map((d) => ({ ...d, updatedAt: d.updatedAt.toISOString() }));
    },
    /** Hides a learner's deck from everyone but its owner (or shows it again); false when there is no such deck. */
    async setDeckHidden(id: string, hidden: boolean): Promise<boolean> {
      const rows = await db.update(ownDecks).set({ hidden }).where(eq(ownDecks.id, id)).returning({ id: ownDecks.id });
      return rows.length > 0;
    },
    async listContactMessages(limit: number) {
      const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
      return rows.map((m) => ({ email: m.email, message: m.message, createdAt: m.createdAt.toISOString() }));
    },
  };
}

export type AdminOperations = ReturnType<typeof createAdminOperations>;

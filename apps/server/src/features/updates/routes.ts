import { UPDATES_SHOWN } from "@app/domain";
import { desc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { updates } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";

export function registerUpdatesRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }): void {
  /** The Latest Updates card: the three newest entries. */
  app.get(
    "/api/updates",
    {
      preHandler: requireUser(deps.auth),
      ...describeRoute({ tag: "updates", summary: "The newest updates", access: "session" }),
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, max-age=300");
      const items = await deps.db.select().from(updates).orderBy(desc(updates.publishDate)).limit(UPDATES_SHOWN);
      return { items };
    },
  );
}

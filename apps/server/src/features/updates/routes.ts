import { UPDATES_SHOWN } from "@app/domain";
import { updatesSchema } from "@app/domain/decks/responses";
import { desc, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import type { Db } from "../../db/database";
import { updates } from "../../db/schema";

export function registerUpdatesRoutes(app: FastifyInstance, deps: { auth: Auth; db: Db }): void {
  /**
   * The Latest Updates card: the three newest entries meant for this reader (a guest is not told
   * about registering's perks as news, a registered learner not about trying without an account).
   */
  app.get(
    "/api/updates",
    featureRoutes(
      deps.auth,
      "updates",
    )({
      summary: "The newest updates",
      access: "session",
      responses: { 200: updatesSchema },
    }),
    async (request, reply) => {
      reply.header("cache-control", "private, max-age=300");
      const audiences = ["everyone", request.user!.isAnonymous ? "guests" : "registered"];
      const items = await deps.db
        .select({
          id: updates.id,
          title: updates.title,
          description: updates.description,
          publishDate: updates.publishDate,
          category: updates.category,
          icon: updates.icon,
        })
        .from(updates)
        .where(inArray(updates.audience, audiences))
        .orderBy(desc(updates.publishDate))
        .limit(UPDATES_SHOWN);
      return { items };
    },
  );
}

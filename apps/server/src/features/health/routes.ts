import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/database";
import type { ApiTag } from "../../http/route-docs";

const healthResponse = z.object({
  status: z.enum(["ok", "degraded"]),
  database: z.object({ kind: z.enum(["pglite", "postgres"]), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    {
      schema: {
        tags: ["health"] satisfies ApiTag[],
        summary: "Whether the server and its database answer",
        security: [],
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      let ok = true;
      try {
        await database.db.execute(sql`SELECT 1`);
      } catch {
        ok = false;
      }
      const latencyMs = Math.round((performance.now() - started) * 100) / 100;
      reply.header("cache-control", "no-store");
      return reply.status(ok ? 200 : 503).send({
        status: ok ? "ok" : "degraded",
        database: { kind: database.kind, ok, latencyMs },
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
}

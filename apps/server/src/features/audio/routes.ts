import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import { describeRoute } from "../../http/route-docs";
import type { AudioService } from "./service";

const querySchema = z.object({ language: z.string().min(1).max(16), value: z.string().min(1).max(100) });

/** GET /api/audios?language=&value= → [{id, language, word, link}], an empty list on any failure. */
export async function registerAudioRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; audio: AudioService; recordedDir: string; hanziDataDir: string },
): Promise<void> {
  app.get(
    "/api/audios",
    {
      preHandler: requireUser(deps.auth),
      ...describeRoute({
        tag: "audio",
        summary: "Recordings of a word",
        description: "An empty list when there is none or the query is invalid.",
        access: "session",
        querystring: querySchema,
      }),
    },
    async (request) => {
      const parsed = querySchema.safeParse(request.query);
      if (!parsed.success) return [];
      return deps.audio.find(parsed.data.language, parsed.data.value.trim());
    },
  );

  // Recordings and generated files never change under the same name.
  const longCache = (res: { header: (k: string, v: string) => unknown }) =>
    res.header("cache-control", "public, max-age=31536000, immutable");
  await app.register(fastifyStatic, {
    root: path.join(deps.recordedDir),
    prefix: "/audio/recorded/",
    decorateReply: false,
    index: false,
    setHeaders: longCache as never,
  });
  // Generated speech: from this instance's DATA_DIR, made again here when another instance made it.
  app.get("/audio/generated/:code/:name", { schema: { hide: true } }, async (request, reply) => {
    const { code, name } = request.params as { code: string; name: string };
    const file = await deps.audio.generatedFile(code, name).catch(() => null);
    if (!file) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
    longCache(reply);
    return reply.type("audio/wav").send(fs.createReadStream(file));
  });
  // Chinese stroke data for the writing practice, served by us (never a CDN), cached long.
  await app.register(fastifyStatic, {
    root: deps.hanziDataDir,
    prefix: "/hanzi-data/",
    decorateReply: false,
    index: false,
    // Only the per-character files, not the package's own manifest.
    allowedPath: (pathName) => /^\/[^/]+\.json$/.test(pathName) && pathName !== "/package.json",
    setHeaders: ((res: { header: (k: string, v: string) => unknown }) =>
      res.header("cache-control", "public, max-age=2592000")) as never,
  });
}

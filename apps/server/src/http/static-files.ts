import fs from "node:fs";
import path from "node:path";
import { messages } from "@app/domain";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { loadFirstScreenHints } from "./first-screen-hints";

/** A GET for a page (not the API, not a file): these get index.html so the SPA's router takes over. */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathname = request.url.split("?")[0] ?? "/";
  if (pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/assets/")) return false;
  if (path.posix.extname(pathname) !== "") return false;
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
}

/**
 * Serves the built web app with precompressed .br/.gz files, long caching for hashed assets,
 * and the SPA fallback for page navigations only. Unknown /api paths answer JSON 404; a
 * missing file answers a plain 404, never the SPA.
 */
export async function registerStaticFiles(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, "index.html");
  const hasWeb = fs.existsSync(indexFile);
  const hintsFor = hasWeb ? loadFirstScreenHints(webDistDir) : () => null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const rel = path.relative(webDistDir, filePath);
        if (rel.startsWith(`assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else res.header("cache-control", "no-cache");
      },
    });
  } else {
    app.log.warn({ webDistDir }, "web app not built: only the API is served");
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/")) {
      return reply
        .status(404)
        .send({ error: { code: "NOT_FOUND", message: messages.generic.notFound, requestId: request.id } });
    }
    if (hasWeb && isPageNavigation(request)) {
      reply.header("cache-control", "no-cache");
      const hints = hintsFor(pathname, request.url.slice(pathname.length));
      if (hints) reply.header("link", hints);
      return reply.type("text/html; charset=utf-8").sendFile("index.html");
    }
    return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
  });
}

import crypto from "node:crypto";
import { FORUM_STATUSES } from "@app/domain/forum";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { hiddenRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { AdminOperations } from "./operations";

export const ADMIN_TOKEN_HEADER = "x-admin-token";

/**
 * The command line's way into a running server (the embedded database allows one process).
 * Authorised by a token kept in DATA_DIR/secrets.json: only someone with the server's files has it.
 * There is no admin role in the web app.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: { operations: AdminOperations; token: string }): void {
  const expected = Buffer.from(deps.token);
  const authorise = async (request: FastifyRequest) => {
    const sent = Buffer.from(String(request.headers[ADMIN_TOKEN_HEADER] ?? ""));
    if (sent.length !== expected.length || !crypto.timingSafeEqual(sent, expected))
      throw new AppError("NOT_FOUND", "Not found");
  };
  // Left out of the OpenAPI document: without the token these routes answer 404, as if absent.
  const guarded = { preHandler: authorise, ...hiddenRoute };
  const ops = deps.operations;

  app.post("/api/admin/updates", guarded, async (request) => {
    const input = parseOrThrow(
      z.object({
        title: z.string().trim().min(1),
        description: z.string().trim().min(1),
        category: z.string().optional(),
        icon: z.string().optional(),
      }),
      request.body,
    );
    return ops.publishUpdate(input);
  });
  app.get("/api/admin/updates", guarded, async () => ops.listUpdates());
  app.get("/api/admin/requests", guarded, async (request) => {
    const { status } = parseOrThrow(z.object({ status: z.enum(FORUM_STATUSES).optional() }), request.query);
    return ops.listRequests(status);
  });
  app.post("/api/admin/requests/:id/status", guarded, async (request) => {
    const { id } = parseOrThrow(z.object({ id: z.uuid() }), request.params);
    const { status } = parseOrThrow(z.object({ status: z.enum(FORUM_STATUSES) }), request.body);
    if (!(await ops.setRequestStatus(id, status))) throw new AppError("NOT_FOUND", `No request with id ${id}.`);
    return { ok: true };
  });
  app.get("/api/admin/decks", guarded, async () => ops.listSharedDecks());
  app.post("/api/admin/decks/:id/hidden", guarded, async (request) => {
    const { id } = parseOrThrow(z.object({ id: z.string().regex(/^[a-z0-9-]{1,100}$/) }), request.params);
    const { hidden } = parseOrThrow(z.object({ hidden: z.boolean() }), request.body);
    if (!(await ops.setDeckHidden(id, hidden))) throw new AppError("NOT_FOUND", `No deck with id ${id}.`);
    return { ok: true };
  });
  app.get("/api/admin/contact", guarded, async (request) => {
    const { limit } = parseOrThrow(
      z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) }),
      request.query,
    );
    return ops.listContactMessages(limit);
  });
}

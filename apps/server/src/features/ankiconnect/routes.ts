import type { Clock } from "@app/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { ConnectedTools } from "../connected-tools";
import type { RequestLimiter } from "../request-limits";
import { MAX_REQUEST_COST, ownerOfKey } from "./access";
import { createCardRepository } from "./card-repository";
import { type Body, failure, isAnkiCall, parseBody, runAction } from "./protocol";
import { createMiningRepository, type MiningMedia } from "./repository";
import { costOf } from "./service";

export const ANKICONNECT_PATH = "/ankiconnect";
/** Tools built for a local Anki (yanki-connect…) post to the server's root: answered there for calls only. */
export const ROOT_PATH = "/";
const BODY_LIMIT = 20 * 1024 * 1024;
/** The largest answer one request gets (notesInfo of many long notes): past it, fewer ids must be asked. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** What the parser gives for a body that is not JSON: a 400 here, a 404 at the root. */
const NOT_JSON = Object.freeze({ notJson: true });
/** AnkiConnect's own words for a missing or wrong key, which tools recognise. */
export const KEY_REFUSED = "valid api key must be provided";

/**
 * The key of a call: the body's `key`, else the address's `?key=` (tools whose requests cannot carry a key,
 * asbplayer among them, are given the address with it; the request log never records a query).
 */
function keyOf(request: FastifyRequest, body: Body): unknown {
  if (body.key !== undefined) return body.key;
  const query = request.query;
  return typeof query === "object" && query !== null ? (query as Record<string, unknown>).key : undefined;
}

/**
 * CORS for these routes alone: tools call them from browser extensions and pages. Any origin, the headers
 * its preflight asks for, and never credentials (no cookie is read here, and browsers send none).
 */
function allowCors(request: FastifyRequest, reply: FastifyReply): void {
  reply.header("access-control-allow-origin", "*");
  reply.header("access-control-allow-methods", "POST, OPTIONS");
  const asked = request.headers["access-control-request-headers"];
  const headers = typeof asked === "string" && /^[\w\-, ]{1,1000}$/.test(asked) ? asked : "Content-Type";
  reply.header("access-control-allow-headers", headers);
  if (request.headers["access-control-request-private-network"] === "true") {
    reply.header("access-control-allow-private-network", "true");
  }
  reply.header("access-control-max-age", "600");
  reply.header("vary", "Access-Control-Request-Headers");
}

function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
  if (status >= 500) request.log.error({ err: error }, "ankiconnect request failed");
  if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
    reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  const message =
    error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
      ? "request body is larger than 20 MB"
      : status >= 500
        ? "internal error"
        : error.message;
  return reply.status(status).send(failure(message));
}

/**
 * `POST /ankiconnect` (and AnkiConnect calls posted to `/`): the AnkiConnect protocol (versions 2–6) for
 * mining tools, authenticated by a connected tool's key in the body (or the address's query). No cookie is
 * read, so there is no Origin check; any origin may call it (CORS). The body is JSON whatever its
 * Content-Type says.
 */
export function registerAnkiConnectRoutes(
  app: FastifyInstance,
  deps: { db: Db; tools: ConnectedTools; limiter: RequestLimiter; clock: Clock; media: MiningMedia },
): void {
  const repo = createMiningRepository(deps.db, deps.media);
  const cards = createCardRepository(deps.db);
  const access = { tools: deps.tools, limiter: deps.limiter, now: deps.clock };

  async function answer(request: FastifyRequest, body: Body): Promise<unknown> {
    if (body.action === "requestPermission") return runAction({ userId: "", now: deps.clock(), repo, cards }, body, 0);
    const cost = costOf(body);
    // A request refused for its size counts once.
    const userId = await ownerOfKey(access, request, keyOf(request, body), cost > MAX_REQUEST_COST ? 1 : cost);
    if (!userId) return failure(KEY_REFUSED);
    if (cost > MAX_REQUEST_COST) {
      return failure(`request does too much at once: ${cost} actions (at most ${MAX_REQUEST_COST} a request)`);
    }
    return runAction({ userId, now: deps.clock(), repo, cards }, body, 0);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    if (request.body === NOT_JSON) throw new AppError("VALIDATION_ERROR", "request body is not JSON");
    const body: Body = typeof request.body === "object" && request.body !== null ? request.body : {};
    const text = JSON.stringify((await answer(request, body)) ?? null);
    // Serialised here: a bare result (version 2) may be a string or null, still JSON.
    const sent =
      Buffer.byteLength(text) <= MAX_ANSWER_BYTES
        ? text
        : JSON.stringify(failure("answer is larger than 8 MB: ask for fewer notes or cards at once"));
    return reply.type("application/json; charset=utf-8").send(sent);
  }

  void app.register(async (scope) => {
    // AnkiConnect reads the body as JSON whatever the Content-Type (curl's form type, text/plain, none).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, text, done) => {
      try {
        done(null, (text as string).length === 0 ? {} : parseBody(text as string));
      } catch {
        done(null, NOT_JSON);
      }
    });
    scope.addHook("onRequest", async (request, reply) => allowCors(request, reply));
    scope.setErrorHandler(sendError);

    const hidden = { schema: { hide: true } };
    for (const path of [ANKICONNECT_PATH, ROOT_PATH]) {
      scope.options(path, hidden, async (_request, reply) => reply.status(204).send());
    }
    // Outside /api and its error contract: documented in docs/MINING.md, not in the OpenAPI document.
    scope.post(ANKICONNECT_PATH, { bodyLimit: BODY_LIMIT, ...hidden }, handle);
    scope.post(ROOT_PATH, { bodyLimit: BODY_LIMIT, ...hidden }, async (request, reply) => {
      if (!isAnkiCall(request.body)) return reply.status(404).type("text/plain; charset=utf-8").send("Not found");
      return handle(request, reply);
    });
  });
}

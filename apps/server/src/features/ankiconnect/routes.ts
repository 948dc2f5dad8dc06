import { type Clock, formatRetryWait } from "@app/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/app-error";
import type { ConnectedTools } from "../connected-tools";
import { LIMITS, type RequestLimiter } from "../request-limits";
import { NoteError } from "./models";
import { createMiningRepository } from "./repository";
import { ACTIONS, type ActionContext, ActionError, MAX_BATCH } from "./service";

export const ANKICONNECT_PATH = "/ankiconnect";
const BODY_LIMIT = 20 * 1024 * 1024;
/** AnkiConnect's own words for a missing or wrong key, which tools recognise. */
export const KEY_REFUSED = "valid api key must be provided";

type Body = { action?: unknown; version?: unknown; params?: unknown; key?: unknown };

/** AnkiConnect's answer shapes: before version 5 a success is the bare result; errors are always wrapped. */
const success = (version: number, result: unknown) => (version <= 4 ? result : { result, error: null });
const failure = (message: string) => ({ result: null, error: message });
const versionOf = (body: Body) => (typeof body.version === "number" ? body.version : 4);

/** CORS for this route alone: tools call it from browser extensions and pages, with no cookie. */
function allowCors(reply: FastifyReply): void {
  reply.header("access-control-allow-origin", "*");
  reply.header("access-control-allow-methods", "POST, OPTIONS");
  reply.header("access-control-allow-headers", "Content-Type");
  reply.header("access-control-max-age", "600");
}

async function runAction(ctx: ActionContext, body: Body, depth: number): Promise<unknown> {
  const version = versionOf(body);
  try {
    if (typeof body.action !== "string") throw new ActionError("unsupported action");
    const params =
      typeof body.params === "object" && body.params !== null ? (body.params as Record<string, unknown>) : {};
    if (body.action === "multi") {
      if (depth > 0) throw new ActionError("multi cannot contain multi");
      const actions = params.actions;
      if (!Array.isArray(actions)) throw new ActionError("multi() missing required argument: 'actions'");
      if (actions.length > MAX_BATCH) throw new ActionError(`multi() takes at most ${MAX_BATCH} actions`);
      const results: unknown[] = [];
      for (const inner of actions) results.push(await runAction(ctx, (inner ?? {}) as Body, depth + 1));
      return success(version, results);
    }
    const action = Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action] : undefined;
    if (!action) throw new ActionError("unsupported action");
    return success(version, await action(ctx, params));
  } catch (error) {
    if (error instanceof ActionError || error instanceof NoteError) return failure(error.message);
    throw error;
  }
}

/**
 * `POST /ankiconnect`: the AnkiConnect protocol (versions 2–6) for mining tools, authenticated by a connected
 * tool's key in the body. No cookie is read, so there is no Origin check; any origin may call it (CORS).
 */
export function registerAnkiConnectRoutes(
  app: FastifyInstance,
  deps: { db: Db; tools: ConnectedTools; limiter: RequestLimiter; clock: Clock },
): void {
  const repo = createMiningRepository(deps.db);

  async function userOf(request: FastifyRequest, key: unknown): Promise<string | null> {
    const byAddress = { rule: LIMITS.ankiconnectWrongKeyPerAddress, subject: request.ip };
    const wait = await deps.limiter.waitIfOver(byAddress);
    if (wait !== null) throw new AppError("RATE_LIMITED", tooMany(wait), undefined, undefined, wait / 1000);
    const userId = typeof key === "string" && key.length <= 200 ? await deps.tools.userOfKey(key, deps.clock()) : null;
    if (!userId) {
      await deps.limiter.enforce([byAddress], tooMany);
      return null;
    }
    await deps.limiter.enforce([{ rule: LIMITS.ankiconnectPerKey, subject: userId }], tooMany);
    return userId;
  }

  void app.register(async (scope) => {
    // Some tools send JSON as text/plain (no preflight): read it as JSON too.
    scope.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, text, done) => {
      try {
        done(null, JSON.parse(text as string));
      } catch {
        done(null, {});
      }
    });
    scope.addHook("onRequest", async (_request, reply) => allowCors(reply));
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error instanceof AppError ? error.statusCode : (error.statusCode ?? 500);
      if (status >= 500) request.log.error({ err: error }, "ankiconnect request failed");
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header("retry-after", String(Math.ceil(error.retryAfterSeconds)));
      }
      const message =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "request body is larger than 20 MB"
          : status >= 500
            ? "internal error"
            : error.message;
      return reply.status(status).send(failure(message));
    });

    scope.options(ANKICONNECT_PATH, { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());

    scope.post(
      ANKICONNECT_PATH,
      {
        bodyLimit: BODY_LIMIT,
        // Outside /api and its error contract: documented in docs/MINING.md, not in the OpenAPI document.
        schema: { hide: true },
      },
      async (request, reply) => {
        const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Body;
        let answer: unknown;
        if (body.action === "requestPermission") {
          answer = await runAction({ userId: "", now: deps.clock(), repo }, body, 0);
        } else {
          const userId = await userOf(request, body.key);
          answer = userId ? await runAction({ userId, now: deps.clock(), repo }, body, 0) : failure(KEY_REFUSED);
        }
        // Serialised here: a bare result (version 2) may be a string or null, still JSON.
        return reply.type("application/json; charset=utf-8").send(JSON.stringify(answer ?? null));
      },
    );
  });
}

function tooMany(wait: string | number): string {
  const time = typeof wait === "number" ? formatRetryWait(wait) : wait;
  return `too many requests: try again in ${time}`;
}

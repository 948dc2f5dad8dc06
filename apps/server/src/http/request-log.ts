import type { FastifyInstance } from "fastify";

/** A request slower than this is worth a line in the default logs. */
export const SLOW_REQUEST_MS = 500;

/**
 * One line per finished request, readable at the default level only when it matters: server errors
 * at `error`, slow requests and refusals at `info`, everything else at `debug`. Each line carries the
 * request id (Fastify's child logger adds `reqId`), which is also in the answer's `x-request-id`.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const line = {
      method: request.method,
      url: request.url.split("?")[0],
      status: reply.statusCode,
      ms,
    };
    if (reply.statusCode >= 500) request.log.error(line, "request failed");
    else if (ms > SLOW_REQUEST_MS) request.log.info(line, "slow request");
    else if (reply.statusCode >= 400) request.log.info(line, "request refused");
    else request.log.debug(line, "request");
  });
}

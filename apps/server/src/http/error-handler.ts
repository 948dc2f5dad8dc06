import { type ApiErrorBody, messages } from "@app/domain";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, CaptchaRequiredError } from "../lib/app-error";
import { DEFAULT_RETRY_AFTER_SECONDS } from "./security";

function body(
  requestId: string,
  code: string,
  message: string,
  fields?: Record<string, string>,
  retryAfterSeconds?: number,
  captchaLevel?: number,
): ApiErrorBody {
  return {
    error: {
      code,
      message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      ...(captchaLevel !== undefined ? { captchaLevel } : {}),
      requestId,
    },
  };
}

/**
 * The one error handler: expected errors keep their status and user message; validation
 * errors become 400 with a message per field; anything else is logged and answered with a
 * generic 500 — never a stack trace. Every error body carries the request id (also in the
 * `x-request-id` header and in the log lines), so a learner's report can be matched to the logs.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send(
          body(
            request.id,
            error.code,
            error.message,
            error.fields,
            error.retryAfterSeconds ?? (error.statusCode === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined),
            error instanceof CaptchaRequiredError ? error.captchaLevel : undefined,
          ),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const where = error.validationContext ?? "body";
        const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
        const key = path ? `${where}.${path}` : where;
        fields[key] ??= issue.message ?? "Invalid value";
      }
      return reply.status(400).send(body(request.id, "VALIDATION_ERROR", messages.generic.invalidRequest, fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.status(500).send(body(request.id, "INTERNAL", messages.generic.serverError));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type…
      const code =
        status === 413
          ? "PAYLOAD_TOO_LARGE"
          : status === 415
            ? "UNSUPPORTED_MEDIA_TYPE"
            : status === 429
              ? "RATE_LIMITED"
              : status === 404
                ? "NOT_FOUND"
                : "VALIDATION_ERROR";
      const message =
        status === 429
          ? messages.generic.tooManyRequests
          : status === 404
            ? messages.generic.notFound
            : messages.generic.invalidRequest;
      const wait = status === 429 ? DEFAULT_RETRY_AFTER_SECONDS : undefined;
      return reply.status(status).send(body(request.id, code, message, undefined, wait));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body(request.id, "INTERNAL", messages.generic.serverError));
  });
}

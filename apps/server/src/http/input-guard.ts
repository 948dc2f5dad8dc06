import { messages } from "@app/domain";
import { findUnstorableText } from "@app/domain/text";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

/** Deeper than any request of ours; deeper bodies are refused before a handler or a library walks them. */
export const MAX_JSON_DEPTH = 32;

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== "object") return depth;
  let max = depth;
  for (const child of Object.values(value as Record<string, unknown>)) {
    max = Math.max(max, depthOf(child, limit, depth + 1));
    if (max > limit) break;
  }
  return max;
}

/**
 * Before any route's own validation: a body nested deeper than we ever send, or a string PostgreSQL
 * cannot store (a NUL character) in the body, the query or the path, is a 400 with a clear message —
 * never a 500 from a library or the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (depthOf(request.body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
      throw new AppError("VALIDATION_ERROR", messages.generic.invalidRequest);
    }
    for (const [where, value] of [
      ["body", request.body],
      ["query", request.query],
      ["params", request.params],
    ] as const) {
      const path = findUnstorableText(value);
      if (path !== null) {
        const key = path ? `${where}.${path}` : where;
        throw new AppError("VALIDATION_ERROR", messages.generic.invalidCharacters, {
          [key]: messages.generic.invalidCharacters,
        });
      }
    }
  });
}

import type { z } from "zod";
import { AppError } from "./app-error";

/**
 * Validates with a shared schema; on failure throws a 400 whose message is the first problem in
 * the spec's words and whose `fields` name every field's problem (what forms show beside inputs).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  throw new AppError("VALIDATION_ERROR", result.error.issues[0]?.message ?? "Invalid request", fields);
}

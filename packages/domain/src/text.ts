import type { z } from "zod";
import { messages } from "./messages";

/** PostgreSQL cannot store a NUL character in text; nothing a person types needs one. */
const NUL = String.fromCharCode(0);

export function isStorableText(value: string): boolean {
  return !value.includes(NUL);
}

/**
 * The dotted path of the first string (or key) in `value` that cannot be stored, "" for `value`
 * itself, or null when everything can be stored. Stops at depth 64.
 */
export function findUnstorableText(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (value === null || typeof value !== "object" || depth > 64) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (!isStorableText(key)) return childPath;
    const found = findUnstorableText(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** A string schema refinement shared by forms and the server: refuses what cannot be stored. */
export const storableText = <T extends z.ZodType<string>>(schema: T) =>
  schema.refine(isStorableText, messages.generic.invalidCharacters);

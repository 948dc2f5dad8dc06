import { z } from "zod";
import { NoteError, wellFormed } from "./models";
import { isObject, MAX_MULTI, type Params, parseParams } from "./params";
import { ACTIONS, type ActionContext, ActionError } from "./service";

export type Body = { action?: unknown; version?: unknown; params?: unknown; key?: unknown };

/** AnkiConnect's answer shapes: before version 5 a success is the bare result; errors are always wrapped. */
const success = (version: number, result: unknown) => (version <= 4 ? result : { result, error: null });
export const failure = (message: string) => ({ result: null, error: message });
const versionOf = (body: Body) => (typeof body.version === "number" ? body.version : 4);

/** The body of a JSON request: any text, whatever its Content-Type says (as AnkiConnect reads it). */
export function parseBody(text: string): unknown {
  // A string cut inside a surrogate pair is made whole (U+FFFD): PostgreSQL cannot store half a pair.
  return JSON.parse(text, (_key, value) => (typeof value === "string" ? wellFormed(value) : value));
}

/** Whether a body is an AnkiConnect call (the origin's root answers only those). */
export const isAnkiCall = (body: unknown): body is Body => isObject(body) && typeof body.action === "string";

/** `multi`'s params: its actions (anything but a list is none), at most MAX_MULTI of them. */
const MULTI = z.object({
  actions: z
    .array(z.unknown(), { error: "multi() missing required argument: 'actions'" })
    .max(MAX_MULTI, { error: `multi() takes at most ${MAX_MULTI} actions` }),
});

/** One action, or `multi`'s actions one after another, each answered in its own version's shape. */
export async function runAction(ctx: ActionContext, body: Body, depth: number): Promise<unknown> {
  const version = versionOf(body);
  try {
    if (typeof body.action !== "string") throw new ActionError("unsupported action");
    const params: Params = isObject(body.params) ? body.params : {};
    if (body.action === "multi") {
      if (depth > 0) throw new ActionError("multi cannot contain multi");
      const { actions } = parseParams("multi", MULTI, params);
      const results: unknown[] = [];
      for (const inner of actions)
        results.push(await runAction(ctx, (isObject(inner) ? inner : {}) as Body, depth + 1));
      return success(version, results);
    }
    const action = Object.hasOwn(ACTIONS, body.action) ? ACTIONS[body.action] : undefined;
    if (!action) throw new ActionError("unsupported action");
    return success(version, await action(ctx, params, body.action));
  } catch (error) {
    if (error instanceof ActionError || error instanceof NoteError) return failure(error.message);
    throw error;
  }
}

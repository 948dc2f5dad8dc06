import type { FastifySchema, FastifySchemaCompiler } from "fastify";
import type { z } from "zod";

/** One tag per server feature; their descriptions head the OpenAPI document. */
export const API_TAGS = {
  auth: "Sign-in, sign-up, password reset and change (Better Auth, with captcha, lockout and throttling in front)",
  accounts: "Username checks, guest conversion, account deletion and the Contact form",
  captcha: "Self-hosted proof-of-work challenges",
  catalogue: "Languages, decks and their words",
  collection: "The signed-in user's decks and a deck's progress",
  "word-progress": "Ignoring words and personal notes",
  create: "Own decks: the editor, sharing, imports (CSV, Anki with review history) and exports",
  updates: "The Latest Updates feed",
  "daily-goals": "Today's goals in the user's time zone",
  study: "Study sessions: what to study and saving results",
  "fsrs-settings": "Scheduling settings, Update Cards and parameter optimization",
  "exam-plans": "Exam plans: a target date per deck, the planner's answer and how the learner is doing",
  "time-rush": "The timed game and its best scores",
  audio: "Pronunciation recordings",
  stats: "The Stats tab",
  forum: "The request board",
  health: "Liveness and database check",
  reminders: "The daily e-mail reminder and its one-click stop",
  mining: "Connected tools (mining keys) and the AnkiConnect-compatible endpoint `POST /ankiconnect`",
  reader:
    "A text read against the learner's memory: its words matched to their decks, comprehension today and on a date",
} as const;

export type ApiTag = keyof typeof API_TAGS;

/** Who may call a route: anyone, any signed-in user (guests included), or registered users only. */
export type Access = "public" | "session" | "registered";

export interface RouteDoc {
  tag: ApiTag;
  summary: string;
  description?: string;
  access: Access;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  /** What the route answers, by status: the zod schemas of `@app/domain`'s responses files. */
  responses?: Record<number, z.ZodType>;
}

const ACCESS_NOTE: Record<Access, string | undefined> = {
  public: undefined,
  session: "Needs a session (guests included); 401 without one.",
  registered: "Needs a registered account's session; 401 without a session, 403 for guests.",
};

/**
 * Handlers validate their input themselves (`parseOrThrow`), after the session guard, so that
 * a signed-out caller gets 401 before any 400 and errors carry the spec's texts. The schemas given
 * here are the same zod objects the handlers parse with; they are attached for the document only.
 */
const documentOnly: FastifySchemaCompiler<unknown> = () => () => true;

/**
 * Answers are written as they are, with no schema applied: a response schema describes them in the
 * document and `test/response-schemas.test.ts` checks real answers against it, but it never drops a field.
 */
const writeAsIs = () => (data: unknown) => JSON.stringify(data);

/** Route options that describe a route in the OpenAPI document at /api/docs without validating. */
export function describeRoute(doc: RouteDoc): {
  schema: FastifySchema;
  validatorCompiler: typeof documentOnly;
  serializerCompiler: typeof writeAsIs;
} {
  const description = [doc.description, ACCESS_NOTE[doc.access]].filter(Boolean).join(" ");
  return {
    schema: {
      tags: [doc.tag],
      summary: doc.summary,
      ...(description ? { description } : {}),
      security: doc.access === "public" ? [] : [{ session: [] }],
      ...(doc.body ? { body: doc.body } : {}),
      ...(doc.querystring ? { querystring: doc.querystring } : {}),
      ...(doc.params ? { params: doc.params } : {}),
      ...(doc.responses ? { response: doc.responses } : {}),
    },
    validatorCompiler: documentOnly,
    serializerCompiler: writeAsIs,
  };
}

/** For routes that are not part of the public API (operator and test-only routes). */
export const hiddenRoute = { schema: { hide: true } } satisfies { schema: FastifySchema };

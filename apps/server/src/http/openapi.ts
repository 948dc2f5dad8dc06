import { CAPTCHA_HEADER, DEVICE_KEY_HEADER } from "@app/domain";
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { PASS_THROUGH } from "../auth/pass-through";
import { TIME_ZONE_HEADER } from "../features/daily-goals";
import { API_TAGS, hiddenRoute } from "./route-docs";

/** Where the OpenAPI document is served, as JSON for tools and generated clients (no viewer page). */
export const OPENAPI_URLS = ["/api/docs", "/api/docs/json"] as const;

/** The version of the HTTP contract described; raise it when a route changes incompatibly. */
export const API_VERSION = "1.0.0";

const DESCRIPTION = [
  "The HTTP API of Lexistep, the vocabulary-learning app with spaced repetition. The web app is its only client.",
  "Bodies are JSON. Errors are `{ error: { code, message, fields?, retryAfterSeconds? } }` with the message to show.",
  "Sessions are an httpOnly cookie set by sign-in (`__Secure-lexistep.session_token` over HTTPS).",
  "State-changing requests must carry an `Origin` header of a trusted origin (403 otherwise).",
  `Guest start, sign-in, sign-up and Register Now carry the solved captcha in \`${CAPTCHA_HEADER}\`; sign-up limits count per \`${DEVICE_KEY_HEADER}\`.`,
  `Routes that count days read the browser's IANA time zone from \`${TIME_ZONE_HEADER}\` and remember it.`,
  "Routes under /api/auth/ marked as Better Auth are passed to it unchanged; their bodies are Better Auth's.",
].join("\n\n");

interface PlainOperation {
  tags: string[];
  summary: string;
  description: string;
  parameters: { name: string; in: "path"; required: true; schema: { type: "string" } }[];
  responses: Record<string, { description: string }>;
}

/** The Better Auth endpoints we let through, as plain entries: we do not own their schemas. */
function passThroughPaths(): Record<string, Record<string, PlainOperation>> {
  const paths: Record<string, Record<string, PlainOperation>> = {};
  for (const endpoint of PASS_THROUGH) {
    const names = [...endpoint.path.matchAll(/\{([a-zA-Z]+)\}/g)].map((m) => m[1]!);
    const operation: PlainOperation = {
      tags: ["auth"],
      summary: endpoint.summary,
      description: "Better Auth endpoint, passed through unchanged.",
      parameters: names.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })),
      responses: { 200: { description: "Better Auth's answer" } },
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return paths;
}

/**
 * Collects every route registered after it (so it must come before the feature routes) and
 * serves the OpenAPI 3.1 document, built from the routes' zod schemas, without a session.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: "Lexistep API", version: API_VERSION, description: DESCRIPTION },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: "lexistep.session_token" },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      const document = jsonSchemaTransformObject(documentObject);
      return { ...document, paths: { ...document.paths, ...passThroughPaths() } };
    },
  });

  for (const url of OPENAPI_URLS) {
    app.get(url, hiddenRoute, async (_request, reply) => {
      reply.header("cache-control", "no-cache");
      return app.swagger();
    });
  }
}

import { beforeAll, describe, expect, it } from "vitest";
import { isPassThrough, PASS_THROUGH } from "../src/auth/pass-through";
import { appPerFile } from "./app-per-file";
import { registeredApiRoutes } from "./route-table";
import { createTestApp, TEST_ORIGIN } from "./test-app";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content: Record<string, { schema: { type?: string; required?: string[] } }> };
  responses?: Record<string, unknown>;
}
interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
}

const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
/** Routes that must not be in the document: the operator's, the test clock and the document itself. */
const HIDDEN = [/^\/api\/admin\//, /^\/api\/test\//, /^\/api\/docs(\/|$)/];

let doc: Document;

const toOpenApiPath = (url: string) => url.replace(/:([A-Za-z]+)/g, "{$1}");
const toFastifyUrl = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ":$1");

const ctx = appPerFile(() => createTestApp());
beforeAll(async () => {
  const res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});

describe("GET /api/docs", () => {
  it("answers JSON without a session, and the same document at /api/docs/json", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const json = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(res.json());
  });

  it("is read-only: other methods are not routed", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await ctx.app.inject({ method, url: "/api/docs", headers: { origin: TEST_ORIGIN } });
      expect(res.statusCode, method).toBe(404);
      expect(ctx.app.hasRoute({ method, url: "/api/docs" }), method).toBe(false);
    }
  });
});

describe("the OpenAPI document", () => {
  it("is an OpenAPI 3 document naming the product", () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info.title).toBe("Lexistep API");
    expect(doc.info.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(doc.info.description).toContain("vocabulary");
    expect(doc.components.securitySchemes.session).toMatchObject({ type: "apiKey", in: "cookie" });
  });

  it("has well-formed operations: declared tags, responses, every path template parameter", () => {
    const tags = new Set(doc.tags.map((t) => t.name));
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(HTTP_METHODS, where).toContain(method);
        expect(operation.tags?.length, where).toBe(1);
        expect(tags.has(operation.tags![0]!), where).toBe(true);
        expect(operation.summary, where).toBeTruthy();
        expect(Object.keys(operation.responses ?? {}).length, where).toBeGreaterThan(0);
        const pathParams = (operation.parameters ?? []).filter((p) => p.in === "path");
        expect(pathParams.map((p) => p.name).sort(), where).toEqual([...templated].sort());
        for (const p of pathParams) expect(p.required, `${where} ${p.name}`).toBe(true);
      }
    }
  });

  it("lists every /api route of ours with its method, and nothing that is not routed", () => {
    const ours = registeredApiRoutes(ctx.app).filter(([, url]) => !HIDDEN.some((re) => re.test(url)));
    // The sanity floor: the route tree was read (a format change would otherwise pass silently).
    expect(ours.length).toBeGreaterThan(40);
    for (const [method, url] of ours) {
      if (url.includes("*")) continue; // Better Auth's catch-all: its endpoints are checked below
      const operation = doc.paths[toOpenApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${method} ${url}`).toBeDefined();
    }
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const upper = method.toUpperCase() as "GET" | "POST";
        const routed =
          ctx.app.hasRoute({ method: upper, url: toFastifyUrl(path) }) ||
          isPassThrough(upper, path.replace(/\{[^}]+\}/g, "x"));
        expect(routed, `${upper} ${path}`).toBe(true);
      }
    }
  });

  it("leaves out the operator's routes and the test clock", () => {
    expect(ctx.app.hasRoute({ method: "GET", url: "/api/admin/updates" })).toBe(true);
    expect(ctx.app.hasRoute({ method: "POST", url: "/api/test/clock" })).toBe(true);
    for (const path of Object.keys(doc.paths))
      expect(
        HIDDEN.some((re) => re.test(path)),
        path,
      ).toBe(false);
    expect(Object.keys(doc.paths)).not.toContain("/api/auth/{*}");
  });

  it("lists the Better Auth endpoints we let through", () => {
    for (const endpoint of PASS_THROUGH) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.tags, `${endpoint.method} ${endpoint.path}`).toEqual(["auth"]);
    }
    expect(doc.paths["/api/auth/update-user"]).toBeUndefined();
  });

  it("carries the request schemas of the routes' zod validation", () => {
    const bodySchema = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content["application/json"]?.schema;
    expect(bodySchema("/api/auth/sign-up/email", "post")).toMatchObject({ type: "object" });
    expect(bodySchema("/api/auth/sign-up/email", "post")?.required?.sort()).toEqual(
      ["confirmPassword", "email", "password", "username"].sort(),
    );
    expect(bodySchema("/api/me/decks", "post")?.required).toEqual(["subDeckId"]);
    expect(bodySchema("/api/me/time-rush/games/{gameId}/score", "post")?.required).toEqual(["score"]);

    const query = doc.paths["/api/languages"]?.get?.parameters?.filter((p) => p.in === "query") ?? [];
    expect(query.map((p) => p.name).sort()).toEqual(["page", "pageSize", "q"]);
    const kind = doc.paths["/api/me/study/{kind}/{subDeckId}"]?.get?.parameters?.find((p) => p.name === "kind");
    expect(kind?.schema).toMatchObject({ enum: expect.arrayContaining(["learn-new", "review"]) });
  });

  it("marks which routes need a session", () => {
    expect(doc.paths["/api/me/decks"]?.get?.security).toEqual([{ session: [] }]);
    expect(doc.paths["/api/health"]?.get?.security).toEqual([]);
    expect(doc.paths["/api/auth/sign-in/email"]?.post?.security).toEqual([]);
  });
});

describe("documented routes still validate in their handlers", () => {
  it("answers 401 before looking at a bad body, and 400 with the spec's text after", async () => {
    const unsigned = await ctx.app.inject({
      method: "POST",
      url: "/api/me/decks",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { subDeckId: "NOT A DECK" },
    });
    expect(unsigned.statusCode).toBe(401);
    const badSignup = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: { username: "ab", email: "not-an-email", password: "x", confirmPassword: "y" },
    });
    expect(badSignup.statusCode).toBe(400);
    expect(badSignup.json().error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(badSignup.json().error.fields)).toContain("username");
  });
});

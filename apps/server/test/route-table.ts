import type { FastifyInstance } from "fastify";

/** Every /api route of a built app, read from Fastify's route tree: [method, path], HEAD left out. */
export function registeredApiRoutes(app: FastifyInstance): [string, string][] {
  const out: [string, string][] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)(?:├── |└── )(.*)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const [, segment = "", methods = ""] = /^(\S+)(?: \((.*)\))?$/.exec(match[2]!) ?? [];
    const full = `${depth > 0 ? stack[depth - 1] : ""}${segment}`;
    stack[depth] = full;
    stack.length = depth + 1;
    for (const method of methods.split(",").map((m) => m.trim())) {
      if (method && method !== "HEAD" && full.startsWith("/api/")) out.push([method, full]);
    }
  }
  return out;
}

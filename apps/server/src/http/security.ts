import { messages } from "@app/domain";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { AppError } from "../lib/app-error";

/**
 * Security headers with a CSP that allows only our own origin. WASM needs 'wasm-unsafe-eval';
 * the captcha widget solves in blob: workers. HSTS and upgrade-insecure-requests only over TLS,
 * or they break plain-HTTP installs on a LAN.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  const tls = publicUrl.startsWith("https://");
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", "'wasm-unsafe-eval'"],
        "worker-src": ["'self'", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(tls ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    strictTransportSecurity: tls ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Our own state-changing API routes accept only requests from trusted origins (CSRF defence on
 * top of SameSite=Lax cookies). The check looks at the route the router matched, not at the raw
 * URL, so no spelling of the path (percent-encoded, other case, extra slashes) can step around it.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: string[], publicUrl: string): void {
  const trusted = new Set(trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const route = request.routeOptions.url;
    // Unmatched requests end as 404 without touching anything.
    if (route === undefined) return;
    // Also in front of Better Auth, whose own check is off when NODE_ENV=test.
    // The operator's routes take no cookies (an admin token instead): nothing a site could forge.
    if (route.startsWith("/api/admin/")) return;
    // Mining tools' endpoint: no cookie either (a connected tool's key in the body), open to any origin;
    // a POST to the root is only ever that endpoint (nothing else of ours posts there).
    if (route === "/ankiconnect" || route === "/") return;
    const origin = request.headers.origin;
    if (!origin || !trusted.has(origin)) throw new AppError("FORBIDDEN", messages.generic.originRefused(publicUrl));
  });
}

/**
 * Every answer names its request (`x-request-id`, also in error bodies and log lines). API answers
 * are personal or change often: `no-store` unless a route chose its own caching (audio, stroke data).
 */
export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
}

import crypto from "node:crypto";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { AppDeps } from "./app-deps";
import { type Auth, createAuth } from "./auth/auth";
import { type Config, trustedOrigins } from "./config";
import { registerFeatureRoutes } from "./feature-routes";
import type { LegacyMove, MediaStore } from "./features/media";
import { registerErrorHandler } from "./http/error-handler";
import { registerInputGuard } from "./http/input-guard";
import { registerOpenApi } from "./http/openapi";
import { registerRequestLog } from "./http/request-log";
import { trackRequestsInFlight } from "./http/requests-in-flight";
import { registerOriginCheck, registerResponseHeaders, registerSecurityHeaders } from "./http/security";
import { registerStaticFiles } from "./http/static-files";
import { createMailer, type Mailer } from "./lib/mailer";
import { loadOrCreateSecrets } from "./lib/secrets";

export interface App extends FastifyInstance {
  auth: Auth;
  mailer: Mailer;
  /** Sends the daily reminders due now (the scheduler calls it every quarter hour); how many went out. */
  sendReminders: () => Promise<number>;
  /** Where recordings and pictures learners store live; the hourly clean-up purges it. */
  media: MediaStore;
  /** Starts moving media stored in database rows (before the media store) into it; main.ts calls it once listening. */
  moveLegacyMedia: () => LegacyMove;
}

function trustProxyOption(value: string | undefined): FastifyServerOptions["trustProxy"] {
  if (!value) return false;
  if (value === "true") return true;
  // A hop count: Fastify accepts a number here although its types omit it.
  if (/^\d+$/.test(value)) return Number(value) as unknown as string;
  return value; // comma-separated addresses or CIDR ranges of the proxies in front
}

/** Log lines never carry passwords, tokens or cookies. */
const redact = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "*.password",
    "*.newPassword",
    "*.currentPassword",
    "*.token",
  ],
  censor: "[redacted]",
};

/** Fastify's own options: logging, proxies, request ids, shutdown and start-up limits. */
function serverOptions(config: Config, deps: AppDeps): FastifyServerOptions {
  return {
    logger: deps.logger ?? {
      level: config.logLevel,
      redact,
      // Readable lines for a person at a terminal; JSON lines for a log collector.
      ...(process.stdout.isTTY
        ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss" } } }
        : {}),
    },
    // Fastify's two lines per request at info drown what matters; see http/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A request's whole body must arrive within this (100 MB on a slow line fits); uploads that stall are
    // cut off sooner (imports/upload.ts).
    requestTimeout: 15 * 60_000,
    // Ids unique across instances; a client cannot choose the id its request is logged under.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Health checks and keep-alive clients must not hold a shutdown open.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // A plugin's start may wait on the disk or the database; on a busy machine 10 s (the default)
    // is not enough, and a slow start is better than none.
    pluginTimeout: 60_000,
  };
}

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify(serverOptions(config, deps)) as unknown as App;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, "mail"),
      logger: app.log,
    });
  const secrets = loadOrCreateSecrets(config.dataDir, { authSecret: config.authSecret });
  const auth = createAuth({ config, db: deps.database.db, mailer, logger: app.log, secret: secrets.authSecret });
  app.decorate("auth", auth);
  app.decorate("mailer", mailer);

  await registerSecurityHeaders(app, config.publicUrl);
  registerOriginCheck(app, trustedOrigins(config), config.publicUrl);
  registerResponseHeaders(app);
  registerRequestLog(app);
  const requestsInFlight = trackRequestsInFlight(app);
  registerInputGuard(app);
  // Parses cookies for our routes and signs the device cookie (Better Auth reads its own from the header).
  await app.register(fastifyCookie, { secret: `${secrets.authSecret}:device-cookie` });
  // Before any route: the document lists the routes registered after it.
  await registerOpenApi(app);

  await registerFeatureRoutes({ app, config, deps, auth, mailer, secrets, requestsInFlight });
  await registerStaticFiles(app, config.webDistDir);

  return app;
}

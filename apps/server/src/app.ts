import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Clock, systemClock } from "@app/domain";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { type Auth, createAuth } from "./auth/auth";
import { registerAuthRoutes } from "./auth/routes";
import { type Config, trustedOrigins } from "./config";
import type { Database } from "./db/database";
import { createAccountsRepository } from "./features/accounts/repository";
import { registerAccountRoutes } from "./features/accounts/routes";
import { createAdminOperations } from "./features/admin/operations";
import { registerAdminRoutes } from "./features/admin/routes";
import { registerAudioRoutes } from "./features/audio/routes";
import { createAudioService } from "./features/audio/service";
import { registerCaptchaRoutes } from "./features/captcha/routes";
import { createCaptchaService } from "./features/captcha/service";
import { createCatalogueRepository } from "./features/catalogue/repository";
import { registerCatalogueRoutes } from "./features/catalogue/routes";
import { createCollectionRepository } from "./features/collection/repository";
import { registerCollectionRoutes } from "./features/collection/routes";
import { registerCatchUpRoutes } from "./features/daily-goals/catch-up-routes";
import { createDailyGoalsRepository } from "./features/daily-goals/repository";
import { registerDailyGoalRoutes } from "./features/daily-goals/routes";
import { registerExportRoutes } from "./features/exports/routes";
import { createForumRepository } from "./features/forum/repository";
import { registerForumRoutes } from "./features/forum/routes";
import { createFsrsSettingsRepository } from "./features/fsrs-settings/repository";
import { registerFsrsSettingsRoutes } from "./features/fsrs-settings/routes";
import { registerHealthRoutes } from "./features/health/routes";
import { createImportsRepository } from "./features/imports/repository";
import { registerImportRoutes } from "./features/imports/routes";
import { createOwnerAlerts } from "./features/login-protection/owner-alert";
import { createLoginProtection } from "./features/login-protection/service";
import { registerOptimizerRoutes } from "./features/optimizer/routes";
import type { runOptimizer } from "./features/optimizer/run-optimizer";
import { registerOwnMediaRoutes } from "./features/own-decks/media-routes";
import { createOwnDecksRepository } from "./features/own-decks/repository";
import { registerOwnDeckRoutes } from "./features/own-decks/routes";
import { createRequestLimiter } from "./features/request-limits/service";
import { createSearchRepository } from "./features/search/repository";
import { registerSearchRoutes } from "./features/search/routes";
import { createSignupThrottle } from "./features/signup-throttle/service";
import { registerStatsRoutes } from "./features/stats/routes";
import { registerStudyRoutes } from "./features/study/routes";
import { createTestClock, registerTestClockRoutes } from "./features/test-clock/routes";
import { registerTimeRushRoutes } from "./features/time-rush/routes";
import { createTrustedDevices } from "./features/trusted-devices/repository";
import { registerTrustedDeviceRoutes } from "./features/trusted-devices/routes";
import { registerUpdatesRoutes } from "./features/updates/routes";
import { registerVacationRoutes } from "./features/vacation/routes";
import { createWordProgressRepository } from "./features/word-progress/repository";
import { registerWordProgressRoutes } from "./features/word-progress/routes";
import { registerErrorHandler } from "./http/error-handler";
import { registerInputGuard } from "./http/input-guard";
import { registerOpenApi } from "./http/openapi";
import { registerRequestLog } from "./http/request-log";
import { registerOriginCheck, registerResponseHeaders, registerSecurityHeaders } from "./http/security";
import { registerStaticFiles } from "./http/static-files";
import { createMailer, type Mailer } from "./lib/mailer";
import { loadOrCreateSecrets } from "./lib/secrets";

export interface AppDeps {
  database: Database;
  /** Overrides for tests; production builds them from the config. */
  mailer?: Mailer;
  logger?: FastifyServerOptions["logger"];
  /** "Now" for business rules (lockouts, throttles, days); tests pass a controllable one. */
  clock?: Clock;
  /** For tests: force espeak-ng off (or on). */
  espeak?: boolean;
  /** For tests of Cancel: a fit that stays open until it is stopped. */
  runOptimizer?: typeof runOptimizer;
}

export interface App extends FastifyInstance {
  auth: Auth;
  mailer: Mailer;
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

/** Builds the whole HTTP application without listening: main.ts listens, tests inject. */
export async function buildApp(config: Config, deps: AppDeps): Promise<App> {
  const app = Fastify({
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
    // Ids unique across instances; a client cannot choose the id its request is logged under.
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // Health checks and keep-alive clients must not hold a shutdown open.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    // A plugin's start may wait on the disk or the database; on a busy machine 10 s (the default)
    // is not enough, and a slow start is better than none.
    pluginTimeout: 60_000,
  }) as unknown as App;
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
  registerInputGuard(app);
  // Parses cookies for our routes and signs the device cookie (Better Auth reads its own from the header).
  await app.register(fastifyCookie, { secret: `${secrets.authSecret}:device-cookie` });
  // Before any route: the document lists the routes registered after it.
  await registerOpenApi(app);

  const db = deps.database.db;
  // A server started for tests (NODE_ENV=test) gets a clock browser journeys can move; never in production.
  const testClock = !deps.clock && config.env === "test" ? createTestClock() : null;
  const clock = deps.clock ?? testClock?.clock ?? systemClock;
  if (testClock) registerTestClockRoutes(app, testClock);
  const captcha = createCaptchaService({ enabled: config.captcha, secret: secrets.authSecret, db });
  const signupThrottle = createSignupThrottle(db, clock);
  const limiter = createRequestLimiter(db, clock);
  registerCaptchaRoutes(app, captcha);
  const accounts = createAccountsRepository(db);
  const devices = createTrustedDevices(db);
  registerAuthRoutes(app, {
    emailExists: (email) => accounts.emailExists(email),
    usernameTaken: (username) => accounts.isUsernameTaken(username),
    emailVerification: config.emailVerification,
    clock,
    auth,
    publicUrl: config.publicUrl,
    captcha,
    loginProtection: createLoginProtection(db, clock),
    ownerAlerts: createOwnerAlerts({ db, mailer, publicUrl: config.publicUrl, clock }),
    devices,
    signupThrottle,
    limiter,
  });
  registerAccountRoutes(app, {
    auth,
    accounts,
    captcha,
    signupThrottle,
    limiter,
    mailer,
    emailVerification: config.emailVerification,
    contactTo: config.contactTo,
  });
  registerTrustedDeviceRoutes(app, { auth, devices, secureCookie: config.publicUrl.startsWith("https://") });
  const catalogue = createCatalogueRepository(db);
  registerCatalogueRoutes(app, { auth, catalogue });
  registerSearchRoutes(app, { auth, search: createSearchRepository(db) });
  registerCollectionRoutes(app, { auth, db, catalogue, collection: createCollectionRepository(db), clock });
  registerWordProgressRoutes(app, { auth, progress: createWordProgressRepository(db) });
  const ownDecks = createOwnDecksRepository(db);
  registerOwnDeckRoutes(app, { auth, ownDecks });
  registerExportRoutes(app, { auth, db, ownDecks, clock });
  registerOwnMediaRoutes(app, { auth, db });
  registerUpdatesRoutes(app, { auth, db });
  registerDailyGoalRoutes(app, { auth, db, goals: createDailyGoalsRepository(db), clock });
  registerCatchUpRoutes(app, { auth, db, clock });
  const fsrsSettingsRepo = createFsrsSettingsRepository(db);
  registerFsrsSettingsRoutes(app, { auth, db, settings: fsrsSettingsRepo, clock });
  registerStudyRoutes(app, { auth, db, catalogue, settings: fsrsSettingsRepo, clock });
  await registerImportRoutes(app, {
    auth,
    db,
    imports: createImportsRepository(db, clock),
    ownDecks,
    settings: fsrsSettingsRepo,
    clock,
    dataDir: config.dataDir,
    singleProcess: deps.database.kind === "pglite",
  });
  registerOptimizerRoutes(app, {
    auth,
    db,
    settings: fsrsSettingsRepo,
    ...(deps.runOptimizer ? { runFit: deps.runOptimizer } : {}),
  });
  registerTimeRushRoutes(app, { auth, db, catalogue, clock });
  registerStatsRoutes(app, { auth, db, clock });
  registerVacationRoutes(app, { auth, db, clock });
  registerAdminRoutes(app, { operations: createAdminOperations(db), token: secrets.adminToken });
  registerForumRoutes(app, { auth, forum: createForumRepository(db), clock });
  const generatedAudioDir = path.join(config.dataDir, "audio");
  fs.mkdirSync(generatedAudioDir, { recursive: true });
  await registerAudioRoutes(app, {
    auth,
    audio: createAudioService({
      db,
      recordedDir: config.audioDataDir,
      generatedDir: generatedAudioDir,
      now: clock,
      ...(deps.espeak === undefined ? {} : { espeak: deps.espeak }),
    }),
    recordedDir: config.audioDataDir,
    hanziDataDir: path.dirname(createRequire(import.meta.url).resolve("hanzi-writer-data/package.json")),
  });
  registerHealthRoutes(app, deps.database);
  await registerStaticFiles(app, config.webDistDir);

  return app;
}

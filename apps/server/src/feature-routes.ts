import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { type Clock, systemClock } from "@app/domain";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "./app-deps";
import type { Auth } from "./auth/auth";
import { registerAuthRoutes } from "./auth/routes";
import type { Config } from "./config";
import type { Db } from "./db/database";
import { createAccountsRepository } from "./features/accounts/repository";
import { registerAccountRoutes } from "./features/accounts/routes";
import { createAdminOperations } from "./features/admin/operations";
import { registerAdminRoutes } from "./features/admin/routes";
import { registerAnkiConnectRoutes } from "./features/ankiconnect/routes";
import { registerAudioRoutes } from "./features/audio/routes";
import { createAudioService } from "./features/audio/service";
import { registerCaptchaRoutes } from "./features/captcha/routes";
import { createCaptchaService } from "./features/captcha/service";
import { createCatalogueRepository } from "./features/catalogue/repository";
import { registerCatalogueRoutes } from "./features/catalogue/routes";
import { createCollectionRepository } from "./features/collection/repository";
import { registerCollectionRoutes } from "./features/collection/routes";
import { createConnectedTools } from "./features/connected-tools/repository";
import { registerConnectedToolRoutes } from "./features/connected-tools/routes";
import { registerCatchUpRoutes } from "./features/daily-goals/catch-up-routes";
import { createDailyGoalsRepository } from "./features/daily-goals/repository";
import { registerDailyGoalRoutes } from "./features/daily-goals/routes";
import { registerDeckSchedulingRoutes } from "./features/deck-scheduling/routes";
import { type ExamPlanStatusDeps, examPlanStatusLines } from "./features/exam-plans";
import { createExamPlansRepository } from "./features/exam-plans/repository";
import { registerExamPlanRoutes } from "./features/exam-plans/routes";
import { createPlannerPool } from "./features/exam-plans/run-planner";
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
import { createMediaStore, type MediaStore, moveLegacyMedia } from "./features/media";
import { registerOptimizerRoutes } from "./features/optimizer/routes";
import { registerOwnMediaRoutes } from "./features/own-decks/media-routes";
import { createOwnDecksRepository } from "./features/own-decks/repository";
import { registerOwnDeckRoutes } from "./features/own-decks/routes";
import { registerReaderRoutes } from "./features/reader/routes";
import { createSavedTexts } from "./features/reader/texts";
import { createRemindersRepository, registerReminderRoutes, sendDueReminders } from "./features/reminders";
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
import { createLeechRepository } from "./features/word-progress/leech-repository";
import { registerLeechRoutes } from "./features/word-progress/leech-routes";
import { createWordProgressRepository } from "./features/word-progress/repository";
import { registerWordProgressRoutes } from "./features/word-progress/routes";
import type { RequestsInFlight } from "./http/requests-in-flight";
import { hiddenRoute } from "./http/route-docs";
import type { Mailer } from "./lib/mailer";
import type { loadOrCreateSecrets } from "./lib/secrets";

/** What every feature's routes are built from. */
interface FeatureContext {
  app: FastifyInstance;
  config: Config;
  deps: AppDeps;
  db: Db;
  clock: Clock;
  auth: Auth;
  mailer: Mailer;
  secrets: ReturnType<typeof loadOrCreateSecrets>;
  /** Heavy background work (an import's writer) gives way to learners' requests between its statements. */
  requestsInFlight: RequestsInFlight;
  /** Where recordings and pictures learners store live (files, or chunks on PostgreSQL). */
  media: MediaStore;
}

/** Captcha, Better Auth's routes with their protections, accounts and trusted devices. */
function registerAccountFeatures({ app, config, db, clock, auth, mailer, secrets }: FeatureContext): void {
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
}

/** Decks, the collection, Create (own decks, imports, exports), study and scheduling. */
async function registerLearningFeatures({
  app,
  config,
  deps,
  db,
  clock,
  auth,
  requestsInFlight,
  media,
}: FeatureContext): Promise<ExamPlanStatusDeps> {
  const catalogue = createCatalogueRepository(db);
  registerCatalogueRoutes(app, { auth, catalogue });
  registerSearchRoutes(app, { auth, search: createSearchRepository(db) });
  registerCollectionRoutes(app, { auth, db, catalogue, collection: createCollectionRepository(db), clock });
  registerWordProgressRoutes(app, { auth, progress: createWordProgressRepository(db) });
  registerLeechRoutes(app, { auth, leeches: createLeechRepository(db), clock });
  const ownDecks = createOwnDecksRepository(db);
  registerOwnDeckRoutes(app, { auth, ownDecks });
  const watch = deps.transferWatch ? { watch: deps.transferWatch } : {};
  registerExportRoutes(app, {
    auth,
    db,
    ownDecks,
    clock,
    dataDir: config.dataDir,
    media,
    ...watch,
    turns: requestsInFlight,
  });
  registerOwnMediaRoutes(app, { auth, db, media });
  // Mining tools (AnkiConnect's protocol) add words to own decks with a per-learner key.
  const tools = createConnectedTools(db);
  registerConnectedToolRoutes(app, { auth, db, tools });
  const mediaQuota = { store: media, quotaBytes: config.mediaQuotaBytes };
  registerAnkiConnectRoutes(app, { db, tools, limiter: createRequestLimiter(db, clock), clock, media: mediaQuota });
  registerUpdatesRoutes(app, { auth, db });
  registerDailyGoalRoutes(app, { auth, db, goals: createDailyGoalsRepository(db), clock });
  registerCatchUpRoutes(app, { auth, db, clock });
  const settings = createFsrsSettingsRepository(db);
  registerFsrsSettingsRoutes(app, { auth, db, settings, clock });
  registerDeckSchedulingRoutes(app, { auth, db, settings, clock });
  registerStudyRoutes(app, { auth, db, catalogue, settings, clock });
  await registerImportRoutes(app, {
    auth,
    db,
    imports: createImportsRepository(db, clock),
    ownDecks,
    settings,
    clock,
    dataDir: config.dataDir,
    singleProcess: deps.database.kind === "pglite",
    requestsInFlight,
    ...(deps.importRecovery ? { recoveryBatch: deps.importRecovery } : {}),
    ...watch,
    media: mediaQuota,
  });
  registerOptimizerRoutes(app, {
    auth,
    db,
    settings,
    ...(deps.runOptimizer ? { runFit: deps.runOptimizer } : {}),
  });
  const examPlans = registerExamPlanFeature({ app, deps, db, clock, auth }, catalogue, settings);
  registerTimeRushRoutes(app, { auth, db, catalogue, clock });
  registerStatsRoutes(app, { auth, db, clock, settings });
  registerVacationRoutes(app, { auth, db, clock });
  registerReaderRoutes(app, { auth, db, clock, settings, texts: createSavedTexts(db) });
  return examPlans;
}

/** Settings → Reminders, the mail's stop link, and the sender the scheduler runs (and tests, on their clock). */
function registerReminderFeature(
  { app, config, db, clock, auth, mailer, secrets }: FeatureContext,
  examPlans: ExamPlanStatusDeps,
): void {
  const reminders = createRemindersRepository(db);
  registerReminderRoutes(app, { auth, db, reminders, secret: secrets.authSecret });
  const send = () =>
    sendDueReminders(
      {
        db,
        reminders,
        mailer,
        publicUrl: config.publicUrl,
        secret: secrets.authSecret,
        log: app.log,
        verifiedOnly: config.emailVerification,
        planLines: (userId, now) => examPlanStatusLines(db, examPlans, userId, now),
      },
      clock(),
    );
  app.decorate("sendReminders", send);
  if (config.env === "test") app.post("/api/test/reminders", hiddenRoute, async () => ({ sent: await send() }));
}

/** Exam plans, worked out in a small pool of worker threads that closes with the app. */
function registerExamPlanFeature(
  { app, db, clock, auth, deps }: Pick<FeatureContext, "app" | "db" | "clock" | "auth" | "deps">,
  catalogue: ReturnType<typeof createCatalogueRepository>,
  settings: ReturnType<typeof createFsrsSettingsRepository>,
): ExamPlanStatusDeps {
  const pool = deps.runPlanner && deps.runForecast ? null : createPlannerPool();
  if (pool) app.addHook("onClose", () => pool.close());
  const collection = createCollectionRepository(db);
  const statusDeps = {
    settings,
    plans: createExamPlansRepository(db),
    forecast: deps.runForecast ?? pool!.forecast,
  };
  registerExamPlanRoutes(app, {
    auth,
    db,
    clock,
    catalogue,
    ...statusDeps,
    runPlanner: deps.runPlanner ?? pool!.run,
    inCollection: (userId, subDeckId) => collection.isInCollection(userId, subDeckId),
  });
  return statusDeps;
}

/** The operator's routes, the request board, pronunciation and the health check. */
async function registerOtherFeatures({ app, config, deps, db, clock, auth, secrets }: FeatureContext): Promise<void> {
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
}

/** Every feature's routes, in the order the document lists them. */
export async function registerFeatureRoutes(context: Omit<FeatureContext, "db" | "clock" | "media">): Promise<void> {
  const { app, config, deps } = context;
  const db = deps.database.db;
  const media = createMediaStore(deps.database, config.dataDir);
  app.decorate("media", media);
  app.decorate("moveLegacyMedia", () =>
    moveLegacyMedia(db, media, {
      turn: context.requestsInFlight.turn,
      onError: (error) => app.log.error({ err: error }, "moving stored media out of the database failed"),
    }),
  );
  // A server started for tests (NODE_ENV=test) gets a clock browser journeys can move; never in production.
  const testClock = !deps.clock && config.env === "test" ? createTestClock() : null;
  const clock = deps.clock ?? testClock?.clock ?? systemClock;
  if (testClock) registerTestClockRoutes(app, testClock);
  const features: FeatureContext = { ...context, db, clock, media };
  registerAccountFeatures(features);
  const examPlans = await registerLearningFeatures(features);
  registerReminderFeature(features, examPlans);
  await registerOtherFeatures(features);
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Clock } from "@app/domain";
import type { HTTPMethods } from "fastify";
import { type App, buildApp } from "../src/app";
import type { AppDeps } from "../src/app-deps";
import { type Config, loadConfig } from "../src/config";
import type { Database } from "../src/db/database";
import { loadStarterContent } from "../src/db/seed/load-starter-content";
import { readMailFile } from "./outbox-mail";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** "Now" for business rules (lockouts, throttles); see `createTestClock`. */
  clock?: Clock;
  /** Build on this database instead of a fresh one (a second instance); `close()` then leaves it open. */
  database?: Database;
  /** Force espeak-ng off (false) or on (true) for audio tests. */
  espeak?: boolean;
  /** A fit to use instead of the optimizer's worker (tests of Cancel). */
  runOptimizer?: AppDeps["runOptimizer"];
  /** A logger (e.g. writing to an array) instead of none. */
  logger?: { level: string; stream: { write(line: string): void } };
  /** How the undo of failed imports deletes at the start (batch size, a watcher). */
  importRecovery?: AppDeps["importRecovery"];
  /** How slowly an export may be read or an upload arrive before it is cut off. */
  transferWatch?: AppDeps["transferWatch"];
}

/** The small catalogue the tests study: its decks (e.g. "testish-basics-1") and words. */
export const FIXTURE_DECKS = path.join(import.meta.dirname, "fixtures/decks");

/** A test app (see `createTestApp`) with the fixture decks loaded as its catalogue. */
export async function createAppWithDecks(
  options: TestAppOptions = {},
  env: Record<string, string> = {},
): Promise<TestContext> {
  const ctx = await createTestApp(env, options);
  await loadStarterContent(ctx.database.db, FIXTURE_DECKS);
  return ctx;
}

/** A built app on a fresh database with its own DATA_DIR (outbox, secrets) and a tiny web build. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-test-"));
  const webDist = path.join(dataDir, "web");
  fs.mkdirSync(path.join(webDist, "assets"), { recursive: true });
  fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>Lexistep</title><div id=root></div>");
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), "console.log('app')");
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: TEST_ORIGIN,
    CAPTCHA: "off",
    LOG_LEVEL: "silent",
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = !options.database;
  const app = await buildApp(config, {
    database,
    logger: options.logger ?? false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.espeak === undefined ? {} : { espeak: options.espeak }),
    ...(options.runOptimizer ? { runOptimizer: options.runOptimizer } : {}),
    ...(options.importRecovery ? { importRecovery: options.importRecovery } : {}),
    ...(options.transferWatch ? { transferWatch: options.transferWatch } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Cookie header value from a response's set-cookie headers. */
export function cookiesFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((c) => c.split(";")[0]).join("; ");
}

/** A clock tests move by hand; it starts at `start` (default: now) and only moves when told. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(date: Date): void;
}

export function createTestClock(start: Date = new Date()): TestClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  /** Every http(s) link in the plain-text body. */
  links: string[];
}

/** The mails the outbox mailer wrote to `${dataDir}/mail` (no SMTP in tests), oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, "mail");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".eml"))
    .map((f) => ({ f, mtime: fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => a.mtime - b.mtime || a.f.localeCompare(b.f))
    .map(({ f }) => {
      const mail = readMailFile(path.join(dir, f));
      return { file: f, ...mail, links: mail.text.match(/https?:\/\/\S+/g) ?? [] };
    });
}

/** Path and query of a mailed link, for `app.inject`. */
export function linkPath(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Headers for a JSON request from our own origin, with an optional cookie and device key. */
export function jsonHeaders(extra: { cookie?: string; deviceKey?: string } = {}): Record<string, string> {
  return {
    origin: TEST_ORIGIN,
    "content-type": "application/json",
    ...(extra.cookie ? { cookie: extra.cookie } : {}),
    ...(extra.deviceKey ? { "x-device-key": extra.deviceKey } : {}),
  };
}

/** GET /api/auth/get-session with this cookie: the JSON body is the session, or null once it has ended. */
export function sessionOf(ctx: TestContext, cookie: string) {
  return ctx.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
}

let addressCounter = 0;
/** A client IP no other request of this test file used (sign-up throttling counts per IP). */
export function uniqueRemoteAddress(): string {
  addressCounter += 1;
  return `10.${200 + Math.floor(addressCounter / 65536)}.${Math.floor(addressCounter / 256) % 256}.${addressCounter % 256}`;
}

/** Signs up through the API, follows the mailed verification link, and returns the signed-in user. */
export async function signUpVerified(
  ctx: TestContext,
  input: { username: string; email: string; password: string },
  requestOptions: { remoteAddress?: string; deviceKey?: string; captcha?: string } = {},
): Promise<{ userId: string; cookie: string }> {
  const signup = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: {
      ...jsonHeaders({ deviceKey: requestOptions.deviceKey }),
      ...(requestOptions.captcha ? { "x-captcha": requestOptions.captcha } : {}),
    },
    remoteAddress: requestOptions.remoteAddress ?? uniqueRemoteAddress(),
    payload: { ...input, confirmPassword: input.password },
  });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.statusCode} ${signup.body}`);
  const mail = readOutbox(ctx.dataDir)
    .filter((m) => m.to === input.email.toLowerCase() && m.links.some((l) => l.includes("/verify-email")))
    .at(-1);
  const link = mail?.links.find((l) => l.includes("/verify-email"));
  if (!link) throw new Error(`no verification mail for ${input.email}`);
  const verify = await ctx.app.inject({ method: "GET", url: linkPath(link), headers: { origin: TEST_ORIGIN } });
  const cookie = cookiesFrom(verify.headers["set-cookie"]);
  const session = await ctx.app.inject({ method: "GET", url: "/api/auth/get-session", headers: { cookie } });
  const userId = session.json()?.user?.id as string | undefined;
  if (!userId) throw new Error(`verification did not sign in ${input.email}: ${verify.statusCode}`);
  return { userId, cookie };
}

/** A member signed up and verified as `username`, with the e-mail address `username@example.org`. */
export function signUpAs(ctx: TestContext, username: string, password: string) {
  return signUpVerified(ctx, { username, email: `${username}@example.org`, password });
}

/** TRY IT NOW with the captcha off: a guest session. */
export async function signInGuest(ctx: TestContext): Promise<{ userId: string; cookie: string }> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/anonymous",
    headers: jsonHeaders(),
    payload: "{}",
  });
  if (res.statusCode !== 200) throw new Error(`anonymous sign-in failed: ${res.statusCode} ${res.body}`);
  return { userId: res.json().user.id as string, cookie: cookiesFrom(res.headers["set-cookie"]) };
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** A `call` as this cookie's holder: our origin, the cookie, JSON bodies (raw bytes sent as they are). */
export function cookieCall(ctx: TestContext, cookie: string) {
  return (method: HTTPMethods, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        origin: TEST_ORIGIN,
        cookie,
        ...(payload !== undefined && !(payload instanceof Buffer) ? { "content-type": "application/json" } : {}),
        ...headers,
      },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

let memberCounter = 0;

/** A registered (verified, signed-in) member with a fresh username starting with `prefix`. */
export async function signUpMember(
  ctx: TestContext,
  prefix: string,
  password = "amber-falcon-42",
): Promise<{ userId: string; cookie: string; username: string }> {
  memberCounter += 1;
  const username = `${prefix}${memberCounter}${Math.random().toString(36).slice(2, 6)}`;
  const signedUp = await signUpVerified(ctx, { username, email: `${username}@example.org`, password });
  return { ...signedUp, username };
}

/** A signed-in guest with a `call` that sends its cookie, our origin and JSON bodies. */
export async function guestClient(ctx: TestContext) {
  const { userId, cookie } = await signInGuest(ctx);
  return { id: userId, cookie, call: cookieCall(ctx, cookie) };
}

/** A request to the operator's routes (`/api/admin/*`) with this admin token, or none when null. */
export function adminInject(
  ctx: TestContext,
  adminToken: string | null,
  method: "GET" | "POST",
  url: string,
  payload?: unknown,
) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      origin: TEST_ORIGIN,
      ...(adminToken !== null ? { "x-admin-token": adminToken } : {}),
      ...(payload !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

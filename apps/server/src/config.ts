import path from "node:path";
import { z } from "zod";
import { serverRoot } from "./server-root";

/**
 * HOST's default: this machine's loopback interface in both address families (127.0.0.1 and ::1; see
 * http/listen.ts). Browsers and tools resolve `localhost` to either depending on the system, and a learner
 * may type either address, so both must answer; no other machine can reach either.
 */
export const LOOPBACK_HOST = "localhost";

/**
 * Everything the server reads from the environment, validated once at start.
 * A bad value stops the start with a message naming the variable (see `loadConfig`).
 */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default(LOOPBACK_HOST),
  DATA_DIR: z.string().min(1).default("./.data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Lexistep <no-reply@localhost>"),
  CAPTCHA: z.enum(["on", "off"]).default("on"),
  EMAIL_VERIFICATION: z.enum(["on", "off"]).default("on"),
  CONTACT_TO: z.email().optional(),
  BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TRUST_PROXY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  STARTER_DATA_DIR: z.string().min(1).optional(),
  AUDIO_DATA_DIR: z.string().min(1).optional(),
  MEDIA_QUOTA_MB: z.coerce
    .number({ message: "must be a whole number of megabytes" })
    .int("must be a whole number of megabytes")
    .min(1, "must be at least 1 (MB)")
    .max(1_000_000, "must be at most 1000000 (MB)")
    .default(200),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  captcha: boolean;
  emailVerification: boolean;
  contactTo: string | undefined;
  authSecret: string | undefined;
  trustProxy: string | undefined;
  logLevel: Env["LOG_LEVEL"];
  webDistDir: string;
  starterDataDir: string;
  audioDataDir: string;
  /** Bytes of recordings and pictures one learner may store (mined and imported; each file once). */
  mediaQuotaBytes: number;
}

const LOOPBACK_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Origins allowed to send state-changing requests: ours; when the app is served on a loopback address,
 * every spelling of loopback on the same port (a learner may open http://127.0.0.1:3000 while the app
 * announces http://localhost:3000); plus Vite's dev server in development.
 */
export function trustedOrigins(config: Pick<Config, "publicUrl" | "env">): string[] {
  const origins = new Set([config.publicUrl]);
  const url = new URL(config.publicUrl);
  if (LOOPBACK_HOSTS.includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : "";
    for (const host of LOOPBACK_HOSTS) origins.add(`${url.protocol}//${host}${port}`);
  }
  if (config.env === "development") {
    for (const host of LOOPBACK_HOSTS) origins.add(`http://${host}:5173`);
  }
  return [...origins];
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const repoRoot = path.resolve(serverRoot, "../..");

/** Empty strings count as "not set", the way shells and .env files usually mean them. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    captcha: env.CAPTCHA === "on",
    emailVerification: env.EMAIL_VERIFICATION === "on",
    contactTo: env.CONTACT_TO,
    authSecret: env.BETTER_AUTH_SECRET,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, "apps/web/dist")),
    starterDataDir: path.resolve(env.STARTER_DATA_DIR ?? path.join(repoRoot, "data/decks")),
    audioDataDir: path.resolve(env.AUDIO_DATA_DIR ?? path.join(repoRoot, "data/audio")),
    mediaQuotaBytes: env.MEDIA_QUOTA_MB * 1024 * 1024,
  };
}

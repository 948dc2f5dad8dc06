import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { anonymous, username } from "better-auth/plugins";
import type { FastifyBaseLogger } from "fastify";
import { type Config, trustedOrigins } from "../config";
import type { Db } from "../db/database";
import * as schema from "../db/schema";
import { createAccountBookkeeping, mergeGuestInto } from "../features/accounts";
import type { Mailer } from "../lib/mailer";

/** Header the HTTP bridge sets from the socket address (or the trusted proxy chain); clients cannot set it. */
export const CLIENT_IP_HEADER = "x-lexistep-client-ip";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  secret: string;
}

export function createAuth({ config, db, mailer, logger, secret }: AuthDeps) {
  const secure = config.publicUrl.startsWith("https://");

  return betterAuth({
    appName: "Lexistep",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(config),
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    user: { modelName: "users" },
    session: {
      modelName: "sessions",
      // A revoked session must stop working at once, so no cookie cache.
      cookieCache: { enabled: false },
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    // Our own limits apply instead (features/request-limits): explicit product rules in the database,
    // sized for shared addresses, never on reading one's own session.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: config.emailVerification,
      revokeSessionsOnPasswordReset: true,
      // Signing up with a registered address answers like a new sign-up; the owner gets a note.
      async onExistingUserSignUp({ user }) {
        await mailer.send({
          to: user.email,
          subject: "Someone tried to sign up to Lexistep with your e-mail",
          text: `Someone tried to create a Lexistep account with this e-mail address, which already has an account.\n\nIf it was you, sign in instead: ${config.publicUrl}/?view=login\nForgot your password? Use "Forgot password" on the sign-in screen.\n\nIf it wasn't you, you can ignore this e-mail.\n`,
        });
      },
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Reset your Lexistep password",
          text: `Someone asked to reset the password of your Lexistep account.\n\nSet a new password here:\n${url}\n\nIf it wasn't you, ignore this e-mail: your password stays as it is.\n`,
          link: url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: config.emailVerification,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: "Verify your Lexistep e-mail address",
          text: `Welcome to Lexistep!\n\nConfirm your e-mail address to start learning:\n${url}\n`,
          link: url,
        });
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: "lexistep",
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // Session and user in one query (relations in db/schema/auth-relations.ts).
      database: { joins: true },
    },
    plugins: [
      username({ minUsernameLength: 3, maxUsernameLength: 15 }),
      anonymous({
        emailDomainName: "guest.lexistep.invalid",
        // A guest who signs in to an existing account keeps their work (then the guest row is deleted).
        async onLinkAccount({ anonymousUser, newUser }) {
          await mergeGuestInto(db, anonymousUser.user.id, newUser.user.id);
        },
      }),
    ],
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            const u = user as typeof user & { isAnonymous?: boolean | null; username?: string | null };
            await createAccountBookkeeping(db, { id: u.id, isAnonymous: u.isAnonymous, username: u.username });
          },
        },
      },
    },
    logger: {
      log(level, message) {
        const fn = level === "error" ? logger.error : level === "warn" ? logger.warn : logger.debug;
        fn.call(logger, { component: "auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

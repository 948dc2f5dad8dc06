import { messages } from "@app/domain";
import {
  changePasswordSchema,
  forgotPasswordSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  signupSchema,
} from "@app/domain/auth/validation";
import { EMAIL_VERIFIED_CALLBACK } from "@app/domain/navigation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { LIMITS } from "../features/request-limits";
import { describeRoute, hiddenRoute } from "../http/route-docs";
import { AppError, tooManyRequests } from "../lib/app-error";
import { parseOrThrow } from "../lib/parse";
import { authErrorCode, sendWebResponse, toWebRequest } from "./bridge";
import { isPassThrough } from "./pass-through";
import { deviceKeyOf, requireCaptcha } from "./request-checks";
import type { AuthRouteDeps } from "./route-deps";
import { readSessionUser, requireUser } from "./session";
import { registerSignInRoute } from "./sign-in-route";

const resetTokenSchema = z.object({ token: z.string({ error: messages.auth.invalidResetLink }).min(1).max(512) });

/** Passes a request (with a body of ours, when given) to Better Auth and answers its web Response. */
type CallAuth = (request: FastifyRequest, body?: unknown) => Promise<Response>;

interface AuthRouteContext extends AuthRouteDeps {
  call: CallAuth;
}

const usernameTakenError = () =>
  new AppError("USERNAME_TAKEN", messages.auth.usernameTaken, { username: messages.auth.usernameTaken });

function startGuest(app: FastifyInstance, { captcha, limiter, call }: AuthRouteContext): void {
  app.post(
    "/api/auth/sign-in/anonymous",
    describeRoute({ tag: "auth", summary: "Start as a guest (TRY IT NOW)", access: "public" }),
    async (request, reply) => {
      await requireCaptcha(captcha, request);
      await limiter.enforce([
        { rule: LIMITS.guestStartPerAddress, subject: request.ip },
        { rule: LIMITS.guestStartPerDevice, subject: deviceKeyOf(request) },
      ]);
      return sendWebResponse(reply, await call(request, {}));
    },
  );
}

function signUp(app: FastifyInstance, deps: AuthRouteContext): void {
  const { auth, captcha, signupThrottle, call } = deps;
  app.post(
    "/api/auth/sign-up/email",
    describeRoute({
      tag: "auth",
      summary: "Create an account",
      description: "The same answer whether or not the e-mail is already registered.",
      access: "public",
      body: signupSchema,
    }),
    async (request, reply) => {
      const current = await readSessionUser(auth, request);
      if (current?.isAnonymous) throw new AppError("CONFLICT", "Use Register Now to keep your guest progress.");
      const input = parseOrThrow(signupSchema, request.body);
      await requireCaptcha(captcha, request);
      const decision = await signupThrottle.attempt({ deviceKey: deviceKeyOf(request), ip: request.ip });
      if (!decision.allowed) throw tooManyRequests("SIGNUP_THROTTLED", decision.message, decision.retryAfterSeconds);
      const signupMessage = deps.emailVerification ? messages.auth.signupSuccess : messages.auth.convertedRegistered;
      const response = await call(request, {
        email: input.email,
        password: input.password,
        name: input.username,
        username: input.username,
        callbackURL: EMAIL_VERIFIED_CALLBACK,
      });
      if (response.ok) {
        // The same answer whether or not the e-mail was already registered (no account enumeration).
        return sendWebResponse(reply, response, { ok: true, message: signupMessage });
      }
      const code = await authErrorCode(response);
      if (code === "USERNAME_IS_ALREADY_TAKEN" || code === "USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER") {
        throw usernameTakenError();
      }
      // Two sign-ups racing for one username or e-mail: the loser hits a unique constraint.
      if (await deps.usernameTaken(input.username)) throw usernameTakenError();
      // A lost race for an e-mail gets the same answer as any sign-up with a registered address.
      if (await deps.emailExists(input.email)) {
        return reply.status(200).send({ ok: true, message: signupMessage });
      }
      request.log.warn({ status: response.status, code }, "sign-up failed unexpectedly");
      throw new AppError("UNPROCESSABLE", messages.auth.signupFailed);
    },
  );
}

function requestPasswordReset(app: FastifyInstance, { limiter, call }: AuthRouteContext): void {
  app.post(
    "/api/auth/request-password-reset",
    describeRoute({ tag: "auth", summary: "Mail a password-reset link", access: "public", body: forgotPasswordSchema }),
    async (request, reply) => {
      const { email } = parseOrThrow(forgotPasswordSchema, request.body);
      await limiter.enforce([
        { rule: LIMITS.passwordResetPerAddress, subject: request.ip },
        { rule: LIMITS.passwordResetPerAccount, subject: email },
      ]);
      const response = await call(request, { email, redirectTo: "/reset-password" });
      if (!response.ok) request.log.warn({ status: response.status }, "password reset request failed");
      // Same answer for known and unknown addresses.
      return reply.send({ ok: true, message: messages.auth.resetLinkSent });
    },
  );
}

function resetPassword(app: FastifyInstance, { limiter, call }: AuthRouteContext): void {
  app.post(
    "/api/auth/reset-password",
    describeRoute({
      tag: "auth",
      summary: "Set a new password with a reset link's token",
      access: "public",
      body: z.intersection(resetTokenSchema, resetPasswordSchema),
    }),
    async (request, reply) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const { token } = parseOrThrow(resetTokenSchema, body);
      const { password } = parseOrThrow(resetPasswordSchema, body);
      await limiter.enforce([{ rule: LIMITS.resetWithTokenPerAddress, subject: request.ip }]);
      const response = await call(request, { newPassword: password, token });
      if (response.ok) return reply.send({ ok: true, message: messages.auth.passwordResetDone });
      throw new AppError("INVALID_RESET_LINK", messages.auth.invalidResetLink);
    },
  );
}

function changePassword(app: FastifyInstance, { auth, limiter, call }: AuthRouteContext): void {
  app.post(
    "/api/auth/change-password",
    {
      preHandler: requireUser(auth, { registeredOnly: true }),
      ...describeRoute({
        tag: "auth",
        summary: "Change the password (signs out the other devices)",
        access: "registered",
        body: changePasswordSchema,
      }),
    },
    async (request, reply) => {
      const input = parseOrThrow(changePasswordSchema, request.body);
      await limiter.enforce([{ rule: LIMITS.changePasswordPerUser, subject: request.user!.id }]);
      const response = await call(request, {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      });
      if (response.ok) return sendWebResponse(reply, response, { ok: true, message: messages.auth.passwordChanged });
      const code = await authErrorCode(response);
      if (code === "INVALID_PASSWORD" || response.status === 400) {
        throw new AppError("CURRENT_PASSWORD_INCORRECT", messages.auth.currentPasswordIncorrect, {
          currentPassword: messages.auth.currentPasswordIncorrect,
        });
      }
      throw new AppError("UNPROCESSABLE", messages.generic.serverError);
    },
  );
}

function resendVerification(app: FastifyInstance, { limiter, call }: AuthRouteContext): void {
  app.post(
    "/api/auth/send-verification-email",
    describeRoute({
      tag: "auth",
      summary: "Send the verification e-mail again",
      description: "The same answer whether or not the address has an unverified account.",
      access: "public",
      body: resendVerificationSchema,
    }),
    async (request, reply) => {
      const { email } = parseOrThrow(resendVerificationSchema, request.body);
      await limiter.enforce([
        { rule: LIMITS.verificationMailPerAddress, subject: request.ip },
        { rule: LIMITS.verificationMailPerAccount, subject: email },
      ]);
      const response = await call(request, { email, callbackURL: EMAIL_VERIFIED_CALLBACK });
      if (!response.ok) request.log.warn({ status: response.status }, "verification e-mail request failed");
      return reply.send({ ok: true });
    },
  );
}

/** The Better Auth endpoints we let through unchanged; any other path under /api/auth/ is a 404. */
function passThrough(app: FastifyInstance, { call }: AuthRouteContext): void {
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    // The endpoints it lets through are listed one by one in the document (see http/openapi.ts).
    ...hiddenRoute,
    async handler(request, reply) {
      const path = request.url.split("?")[0] ?? "";
      if (!isPassThrough(request.method, path)) throw new AppError("NOT_FOUND", messages.generic.notFound);
      return sendWebResponse(reply, await call(request));
    },
  });
}

/**
 * Better Auth under /api/auth/*, with what it lacks added in front: captcha, the shared
 * validation schemas and sanitising, sign-in protection (sign-in-route.ts), sign-up throttling, and the
 * spec's texts.
 */
export function registerAuthRoutes(app: FastifyInstance, deps: AuthRouteDeps): void {
  const call: CallAuth = (request, body) => deps.auth.handler(toWebRequest(request, deps.publicUrl, { body }));
  const context: AuthRouteContext = { ...deps, call };
  startGuest(app, context);
  registerSignInRoute(app, deps);
  const operations = [signUp, requestPasswordReset, resetPassword, changePassword, resendVerification, passThrough];
  for (const register of operations) register(app, context);
}

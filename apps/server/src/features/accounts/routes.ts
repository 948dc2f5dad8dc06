import { messages } from "@app/domain";
import {
  contactSchema,
  signupSchema,
  usernameAvailabilityQuerySchema,
  usernameSchema,
} from "@app/domain/auth/validation";
import { EMAIL_VERIFIED_CALLBACK } from "@app/domain/navigation";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { Auth } from "../../auth/auth";
import { deviceKeyOf, requireCaptcha } from "../../auth/request-checks";
import { readSessionUser, requireUser } from "../../auth/session";
import { describeRoute } from "../../http/route-docs";
import { AppError, tooManyRequests } from "../../lib/app-error";
import type { Mailer } from "../../lib/mailer";
import { parseOrThrow } from "../../lib/parse";
import type { CaptchaService } from "../captcha";
import { LIMITS, type RequestLimiter } from "../request-limits";
import type { SignupThrottle } from "../signup-throttle";
import type { AccountsRepository } from "./repository";

export interface AccountRouteDeps {
  auth: Auth;
  accounts: AccountsRepository;
  captcha: CaptchaService;
  signupThrottle: SignupThrottle;
  limiter: RequestLimiter;
  mailer: Mailer;
  emailVerification: boolean;
  contactTo: string | undefined;
}

const usernameTaken = () =>
  new AppError("USERNAME_TAKEN", messages.auth.usernameTaken, { username: messages.auth.usernameTaken });
const emailTaken = () =>
  new AppError("EMAIL_TAKEN", messages.auth.duplicateAccount, { email: messages.auth.duplicateAccount });

/** Checked as the user types: the format rules first, then whether someone has it. */
function usernameAvailable(app: FastifyInstance, { auth, accounts }: AccountRouteDeps): void {
  app.get(
    "/api/account/username-available",
    describeRoute({
      tag: "accounts",
      summary: "Whether a username is valid and free",
      access: "public",
      querystring: usernameAvailabilityQuerySchema,
    }),
    async (request) => {
      const { username } = parseOrThrow(usernameAvailabilityQuerySchema, request.query);
      const format = usernameSchema.safeParse(username);
      if (!format.success) return { available: false, message: format.error.issues[0]?.message };
      const current = await readSessionUser(auth, request);
      const taken = await accounts.isUsernameTaken(format.data, current?.id);
      return taken ? { available: false, message: messages.auth.usernameTaken } : { available: true };
    },
  );
}

/**
 * The guest's row becomes a registered account. Two conversions racing for one e-mail or username:
 * the unique constraint decides.
 */
async function convertInPlace(
  deps: AccountRouteDeps,
  userId: string,
  input: z.infer<typeof signupSchema>,
): Promise<void> {
  const context = await deps.auth.$context;
  const passwordHash = await context.password.hash(input.password);
  try {
    await deps.accounts.convertGuest({
      userId,
      email: input.email,
      username: input.username,
      passwordHash,
      emailVerified: !deps.emailVerification,
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    if (cause?.code === "23505") throw cause.constraint?.includes("username") ? usernameTaken() : emailTaken();
    throw error;
  }
}

/** Register Now: a guest becomes a registered user and keeps everything. */
function convertGuest(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { auth, accounts, captcha, signupThrottle } = deps;
  app.post(
    "/api/account/convert",
    {
      preHandler: requireUser(auth),
      ...describeRoute({
        tag: "accounts",
        summary: "Register Now: turn the guest account into a registered one",
        description: "The user id and all progress stay.",
        access: "session",
        body: signupSchema,
      }),
    },
    async (request) => {
      const user = request.user!;
      if (!user.isAnonymous) throw new AppError("CONFLICT", "This account is already registered.");
      const input = parseOrThrow(signupSchema, request.body);
      await requireCaptcha(captcha, request);
      const decision = await signupThrottle.attempt({ deviceKey: deviceKeyOf(request), ip: request.ip });
      if (!decision.allowed) throw tooManyRequests("SIGNUP_THROTTLED", decision.message, decision.retryAfterSeconds);
      if (await accounts.isUsernameTaken(input.username, user.id)) throw usernameTaken();
      // A registered address is refused with the spec's text. Hiding it (as sign-up does) cannot work
      // here: the guest becomes registered in place at once, so the session itself would tell. What
      // bounds probing is the captcha and the sign-up throttle above (per device and per address).
      if (await accounts.isEmailTaken(input.email, user.id)) throw emailTaken();
      await convertInPlace(deps, user.id, input);
      if (!deps.emailVerification)
        return { ok: true, verificationRequired: false, message: messages.auth.convertedRegistered };
      await auth.api.sendVerificationEmail({ body: { email: input.email, callbackURL: EMAIL_VERIFIED_CALLBACK } });
      return { ok: true, verificationRequired: true, message: messages.auth.convertedVerify };
    },
  );
}

/** Delete Account: every row of the user (the bulky ones a batch at a time), then the session is gone too. */
function deleteAccount(app: FastifyInstance, { auth, accounts }: AccountRouteDeps): void {
  app.delete(
    "/api/account",
    {
      preHandler: requireUser(auth),
      ...describeRoute({ tag: "accounts", summary: "Delete the account and all its data", access: "session" }),
    },
    async (request, reply) => {
      await accounts.deleteUser(request.user!.id);
      reply.header("set-cookie", [
        "lexistep.session_token=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
        "__Secure-lexistep.session_token=; Path=/; HttpOnly; SameSite=Lax; Secure; Max-Age=0",
      ]);
      return { ok: true, message: messages.auth.accountDeleted };
    },
  );
}

/** The landing page's Contact form: stored, and mailed to the operator when SMTP is configured. */
function sendContactMessage(app: FastifyInstance, deps: AccountRouteDeps): void {
  const { auth, accounts, captcha, limiter, mailer } = deps;
  app.post(
    "/api/contact",
    describeRoute({ tag: "accounts", summary: "Send a Contact-form message", access: "public", body: contactSchema }),
    async (request) => {
      const input = parseOrThrow(contactSchema, request.body);
      await requireCaptcha(captcha, request);
      await limiter.enforce([
        { rule: LIMITS.contactPerAddress, subject: request.ip },
        { rule: LIMITS.contactPerDevice, subject: deviceKeyOf(request) },
      ]);
      const current = await readSessionUser(auth, request);
      await accounts.saveContactMessage({ ...input, userId: current?.id ?? null });
      if (mailer.kind === "smtp" && deps.contactTo) {
        mailer
          .send({
            to: deps.contactTo,
            subject: `Lexistep contact from ${input.email}`,
            text: `${input.message}\n\nReply to: ${input.email}\n`,
          })
          .catch((error: unknown) => request.log.warn({ err: error }, "contact message could not be mailed"));
      }
      return { ok: true, message: messages.contact.sent };
    },
  );
}

export function registerAccountRoutes(app: FastifyInstance, deps: AccountRouteDeps): void {
  for (const register of [usernameAvailable, convertGuest, deleteAccount, sendContactMessage]) register(app, deps);
}

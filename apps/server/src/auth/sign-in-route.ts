import { LOGIN_LOCKOUT_MS, messages, minutesLeft, signInCaptchaLevel } from "@app/domain";
import { loginSchema } from "@app/domain/auth/validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientKeyOf, type SignInClient } from "../features/login-protection";
import { LIMITS } from "../features/request-limits";
import { browserLabel, readDeviceCookie, setDeviceCookie } from "../features/trusted-devices";
import { describeRoute } from "../http/route-docs";
import { AppError, CaptchaRequiredError, tooManyRequests } from "../lib/app-error";
import { parseOrThrow } from "../lib/parse";
import { authErrorCode, sendWebResponse, toWebRequest } from "./bridge";
import { requireCaptcha } from "./request-checks";
import type { AuthRouteDeps } from "./route-deps";

const lockedOut = (lockedUntil: Date, now: Date) =>
  tooManyRequests(
    "ACCOUNT_LOCKED",
    messages.auth.lockedOut(minutesLeft(lockedUntil, now)),
    (lockedUntil.getTime() - now.getTime()) / 1000,
  );

async function signedInUserId(response: Response): Promise<string | undefined> {
  try {
    const data = (await response.clone().json()) as { user?: { id?: unknown } };
    return typeof data?.user?.id === "string" ? data.user.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign-in that cannot be turned against the account's owner (docs/RELIABILITY.md, "Sign-in"):
 * - a browser that signed in with the password before carries a device cookie; its attempts count in
 *   that device's own bucket (the spec's 5 failures → 15 minutes) and nothing else slows it;
 * - every other client is locked by the spec's rule per address, and all of them together share the
 *   account's untrusted bucket: past its free failures they must solve a harder captcha (with the
 *   captcha off: wait), the owner is mailed, and trusted devices notice nothing.
 */
export function registerSignInRoute(app: FastifyInstance, deps: AuthRouteDeps): void {
  const { auth, publicUrl, captcha, loginProtection, limiter, devices, ownerAlerts, clock } = deps;
  const secureCookie = publicUrl.startsWith("https://");

  async function admitUntrusted(request: FastifyRequest, email: string, solvedLevel: number): Promise<void> {
    const level = signInCaptchaLevel(await loginProtection.untrustedFailures(email));
    if (level > 0 && captcha.enabled) {
      // If the level rose while the browser was solving, it is asked again (the web app retries).
      if (solvedLevel < level) throw new CaptchaRequiredError(messages.auth.extraCheckNeeded, level);
    } else if (level > 0) {
      await limiter.enforce([{ rule: LIMITS.signInNewDevicesSlowed, subject: email }], messages.auth.newDevicesSlowed);
    }
    await limiter.enforce([
      { rule: LIMITS.signInPerAddress, subject: request.ip },
      { rule: LIMITS.signInUntrustedPerAccount, subject: email },
    ]);
  }

  app.post(
    "/api/auth/sign-in/email",
    describeRoute({
      tag: "auth",
      summary: "Sign in with e-mail and password",
      description:
        "A trusted device (its cookie) is limited by its own failures only. Other clients are locked per address after 5 failures, and need a harder captcha (403 CAPTCHA_REQUIRED with captchaLevel) once the account's failures from untrusted clients pass 10 in the hour.",
      access: "public",
      body: loginSchema,
    }),
    async (request, reply) => {
      const { email, password } = parseOrThrow(loginSchema, request.body);
      const solvedLevel = await requireCaptcha(captcha, request);
      const device = await devices.recognise(readDeviceCookie(request), email);
      const client: SignInClient = device
        ? { kind: "device", deviceId: device.id }
        : { kind: "address", ip: request.ip };
      const now = clock();
      const gate = await loginProtection.check(email, client);
      if (!gate.allowed) throw lockedOut(gate.lockedUntil, now);
      if (device) await limiter.enforce([{ rule: LIMITS.signInPerDevice, subject: clientKeyOf(client) }]);
      else await admitUntrusted(request, email, solvedLevel);

      const response = await auth.handler(
        toWebRequest(request, publicUrl, { body: { email, password, rememberMe: true } }),
      );
      const browser = browserLabel(request.headers["user-agent"]);
      if (response.ok) {
        await loginProtection.recordSuccess(email, client);
        if (device) {
          await devices.touch(device.id, browser, now);
        } else {
          const userId = await signedInUserId(response);
          if (userId) setDeviceCookie(reply, await devices.register(userId, browser, now), secureCookie);
        }
        return sendWebResponse(reply, response);
      }
      const code = await authErrorCode(response);
      if (response.status === 401 || code === "INVALID_EMAIL_OR_PASSWORD") {
        // Unknown e-mail and wrong password take this same path: same status, body and work.
        const { outcome, untrustedFailures } = await loginProtection.recordFailure(email, client);
        if (untrustedFailures !== null) {
          // Not awaited: a mail must not make a registered address answer slower than an unknown one.
          ownerAlerts
            .afterUntrustedFailure(email, untrustedFailures, { ip: request.ip, browser })
            .catch((error) => request.log.error({ err: error }, "failed sign-in alert not sent"));
        }
        if (outcome.locked) {
          throw tooManyRequests(
            "ACCOUNT_LOCKED",
            messages.auth.lockedOut(LOGIN_LOCKOUT_MS / 60_000),
            LOGIN_LOCKOUT_MS / 1000,
          );
        }
        throw new AppError("INVALID_CREDENTIALS", messages.auth.invalidCredentials(outcome.attemptsRemaining));
      }
      if (code === "EMAIL_NOT_VERIFIED") throw new AppError("EMAIL_NOT_VERIFIED", messages.auth.emailNotVerified);
      request.log.warn({ status: response.status, code }, "sign-in failed unexpectedly");
      throw new AppError("UNPROCESSABLE", messages.auth.loginFailed);
    },
  );
}

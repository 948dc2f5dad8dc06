import { CAPTCHA_HEADER, DEVICE_KEY_HEADER, messages } from "@app/domain";
import type { FastifyRequest } from "fastify";
import type { CaptchaService } from "../features/captcha";
import { AppError } from "../lib/app-error";

export const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === "string" && value.length > 0 && value.length <= 20_000 ? value : undefined;
};

/** The browser's random key: a sign-up and guest-start throttle key only, never a sign-in identity. */
export function deviceKeyOf(request: FastifyRequest): string | undefined {
  const key = header(request, DEVICE_KEY_HEADER);
  return key && /^[A-Za-z0-9_-]{8,128}$/.test(key) ? key : undefined;
}

/** Redeems the request's captcha solution; the level of the solved challenge comes back. */
export async function requireCaptcha(captcha: CaptchaService, request: FastifyRequest): Promise<number> {
  const result = await captcha.redeem(header(request, CAPTCHA_HEADER));
  if (!result.ok) throw new AppError("CAPTCHA_FAILED", messages.auth.captchaFailed);
  return result.level;
}

import type { ErrorCode } from "@app/domain";

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INTERNAL: 500,
  CAPTCHA_FAILED: 400,
  CAPTCHA_REQUIRED: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_LOCKED: 429,
  EMAIL_NOT_VERIFIED: 403,
  SIGNUP_THROTTLED: 429,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_RESET_LINK: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
};

/** An expected failure with a user-facing message; the error handler turns it into the JSON contract. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.statusCode = statusByCode[code];
  }
}

/** A 429 with Retry-After and the wait in the body, so the UI can count down. */
export function tooManyRequests(
  code: "ACCOUNT_LOCKED" | "SIGNUP_THROTTLED" | "RATE_LIMITED",
  message: string,
  retryAfterSeconds: number,
) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new AppError(code, message, undefined, { "retry-after": String(seconds) }, seconds);
}

/** A sign-in that must first solve a challenge of `captchaLevel` (the body carries the level). */
export class CaptchaRequiredError extends AppError {
  constructor(
    message: string,
    readonly captchaLevel: number,
  ) {
    super("CAPTCHA_REQUIRED", message);
  }
}

/**
 * The error contract of the HTTP API: `{ error: { code, message, fields? } }`.
 * `message` is the user-facing text; `fields` maps a field path to its message.
 */
export type ErrorCode =
  | "VALIDATION_ERROR"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "UNPROCESSABLE"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "INTERNAL"
  | "CAPTCHA_FAILED"
  /** Sign-in from a client without a device cookie needs a harder captcha: `captchaLevel` says which. */
  | "CAPTCHA_REQUIRED"
  | "INVALID_CREDENTIALS"
  | "ACCOUNT_LOCKED"
  | "EMAIL_NOT_VERIFIED"
  | "SIGNUP_THROTTLED"
  | "USERNAME_TAKEN"
  | "EMAIL_TAKEN"
  | "INVALID_RESET_LINK"
  | "CURRENT_PASSWORD_INCORRECT";

export interface ApiErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    fields?: Record<string, string>;
    /** For 429s: when to try again. */
    retryAfterSeconds?: number;
    /** For CAPTCHA_REQUIRED: the level of challenge to ask for (`GET /api/captcha/challenge?level=`). */
    captchaLevel?: number;
    /** The request's id, also in the server's log lines: quote it when reporting a problem. */
    requestId?: string;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

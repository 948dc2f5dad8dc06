/**
 * Sign-in lockout (the spec's): 5 consecutive invalid-credential failures lock the account for that
 * client for 15 minutes. A client is a trusted device (its device cookie) or, without one, an address.
 */
export const LOGIN_MAX_CONSECUTIVE_FAILURES = 5;
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins per account per clock hour from clients without a device cookie, before those
 * clients must solve a harder captcha (or, with the captcha off, wait); the owner is mailed then too.
 * Trusted devices never count here and never meet the challenge.
 */
export const UNTRUSTED_FREE_FAILURES_PER_HOUR = 10;
/** Failures per extra level of captcha work beyond the free ones; each level doubles the work. */
const FAILURES_PER_CAPTCHA_LEVEL = 25;
export const MAX_SIGN_IN_CAPTCHA_LEVEL = 5;

/**
 * The captcha level an untrusted sign-in to an account needs after `untrustedFailures` failures this
 * hour: 0 (the ordinary captcha) below the free failures, then 1 (twice the work) rising by one every 25
 * failures, up to 5 (32 times the work, a few seconds in a phone's browser).
 */
export function signInCaptchaLevel(untrustedFailures: number): number {
  if (untrustedFailures < UNTRUSTED_FREE_FAILURES_PER_HOUR) return 0;
  const level = 1 + Math.floor((untrustedFailures - UNTRUSTED_FREE_FAILURES_PER_HOUR) / FAILURES_PER_CAPTCHA_LEVEL);
  return Math.min(MAX_SIGN_IN_CAPTCHA_LEVEL, level);
}

/** Sign-up throttling per device key (the spec's numbers): 2 per hour, 6 per 24 hours, then a 24-hour block. */
export const SIGNUP_MAX_PER_HOUR = 2;
export const SIGNUP_MAX_PER_DAY = 6;
export const SIGNUP_BLOCK_MS = 24 * 60 * 60 * 1000;
/**
 * Sign-ups per client address: only an abuse ceiling. A classroom, an office or a mobile carrier puts
 * dozens of learners behind one address, so 40 pupils signing up in one lesson must pass.
 */
export const SIGNUP_IP_MAX_PER_HOUR = 60;
export const SIGNUP_IP_MAX_PER_DAY = 200;

/** Header carrying the random key a browser keeps for sign-up throttling. */
export const DEVICE_KEY_HEADER = "x-device-key";
/** Header carrying the solved captcha (base64 JSON of the ALTCHA payload). */
export const CAPTCHA_HEADER = "x-captcha";

/** Minutes left, rounded up, at least 1: what the lockout message shows. */
export function minutesLeft(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
}

/** "45 minutes", "1 hour", "23 hours 5 minutes": a wait as people say it. */
export function formatWait(ms: number): string {
  const totalMinutes = Math.max(1, Math.ceil(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} ${hours === 1 ? "hour" : "hours"}`);
  if (minutes > 0) parts.push(`${minutes} ${minutes === 1 ? "minute" : "minutes"}`);
  return parts.join(" ");
}

/** A short wait in seconds ("45 seconds", "1 second"), longer ones as `formatWait` says them. */
export function formatRetryWait(ms: number): string {
  if (ms >= 60_000) return formatWait(ms);
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

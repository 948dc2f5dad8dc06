import { z } from "zod";
/**
 * The 1,000 most common passwords, most common first: data from the password list of the
 * zxcvbn-ts project (@zxcvbn-ts/language-common 4.1.3, MIT licence, (c) 2012-2016 Dan Wheeler and
 * Dropbox, Inc., (c) 2021 @zxcvbn-ts), derived from public password leaks. See data/LICENSES.md.
 * A data file imported as a module: the bundler puts it in the forms' lazy chunk, the server reads
 * it as JSON, and the rule stays free of I/O.
 */
import COMMON_PASSWORDS from "../../../../data/common-passwords.json";
import { messages } from "../messages";
import { isStorableText, storableText } from "../text";

const t = messages.auth;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 15;
export const RESERVED_USERNAMES = [
  "admin",
  "administrator",
  "root",
  "system",
  "guest",
  "anonymous",
  "null",
  "undefined",
];

const commonPasswords = new Set(COMMON_PASSWORDS.map((p) => p.toLowerCase()));
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Angle brackets are stripped from names and e-mail addresses before anything else sees them. */
export const stripAngleBrackets = (value: string) => value.replace(/[<>]/g, "");

/** Trimmed, lower-cased, angle brackets removed. */
export function normaliseEmail(value: string): string {
  return stripAngleBrackets(value).trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emailSchema = z
  .string({ error: t.invalidEmail })
  .transform(normaliseEmail)
  .pipe(
    z.string().max(254, t.invalidEmail).regex(EMAIL_PATTERN, t.invalidEmail).refine(isStorableText, t.invalidEmail),
  );

/** A new password: 6–128 characters, not one of the 1,000 most common. */
export function newPasswordSchema(minMessage: string = t.passwordTooShort) {
  return z
    .string({ error: minMessage })
    .min(PASSWORD_MIN, minMessage)
    .max(PASSWORD_MAX, t.passwordTooLong)
    .refine((p) => !isCommonPassword(p), t.passwordTooCommon);
}

export const usernameSchema = z
  .string({ error: t.usernameRequired })
  .transform((v) => stripAngleBrackets(v).trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, t.usernameRequired)
      .min(USERNAME_MIN, t.usernameTooShort)
      .max(USERNAME_MAX, t.usernameTooLong)
      .regex(/^[a-z0-9]+$/, t.usernameCharacters)
      .refine((u) => !RESERVED_USERNAMES.includes(u), t.usernameReserved),
  );

/** The sign-up form and the sign-up/convert request (the server re-checks what the form checked). */
export const signupSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: newPasswordSchema(),
    confirmPassword: z.string({ error: t.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: t.passwordsDoNotMatch, path: ["confirmPassword"] });
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: t.passwordRequired }).min(1, t.passwordRequired).max(PASSWORD_MAX, t.passwordTooLong),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

/** "Send the link again": only the address; where the link leads is the server's choice. */
export const resendVerificationSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema(t.passwordTooShortReset),
    confirmPassword: z.string({ error: t.passwordsDoNotMatch }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: t.passwordsDoNotMatch, path: ["confirmPassword"] });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: t.currentPasswordRequired }).min(1, t.currentPasswordRequired),
    newPassword: newPasswordSchema(t.newPasswordTooShort),
    confirmPassword: z.string({ error: t.newPasswordsDoNotMatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: t.newPasswordsDoNotMatch, path: ["confirmPassword"] })
  .refine((v) => v.newPassword !== v.currentPassword, {
    message: t.newPasswordSameAsCurrent,
    path: ["newPassword"],
  });

export const usernameAvailabilityQuerySchema = z.object({ username: z.string().max(64) });

export const contactSchema = z.object({
  email: z
    .string({ error: messages.contact.emailRequired })
    .transform(normaliseEmail)
    .pipe(z.string().min(1, messages.contact.emailRequired).regex(EMAIL_PATTERN, t.invalidEmail)),
  message: z
    .string({ error: messages.contact.messageRequired })
    .transform((m) => m.trim())
    .pipe(
      storableText(
        z
          .string()
          .min(1, messages.contact.messageRequired)
          .max(5000, "Please keep your message under 5,000 characters"),
      ),
    ),
});

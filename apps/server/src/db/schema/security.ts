import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Abuse protection, kept in the database so it holds across restarts and several server instances.
 * None of these reference users: they are keyed by what the client sent (an e-mail, a device key, an IP).
 */

/** Consecutive failed sign-ins for one account from one client; 5 lock that pair for 15 minutes. */
export const loginLockouts = pgTable(
  "login_lockouts",
  {
    email: text("email").notNull(),
    clientKey: text("client_key").notNull(),
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "login_lockouts_pk", columns: [t.email, t.clientKey] })],
);

/** Failed sign-ins per account per clock hour, from any client: the cap of 100 per hour. */
export const loginFailureHours = pgTable(
  "login_failure_hours",
  {
    email: text("email").notNull(),
    hourStart: timestamp("hour_start", { withTimezone: true }).notNull(),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [primaryKey({ name: "login_failure_hours_pk", columns: [t.email, t.hourStart] })],
);

/** One row per sign-up attempt, by device key and by client IP. */
export const signupAttempts = pgTable(
  "signup_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(), // 'device' | 'ip'
    key: text("key").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("signup_attempts_key_time_idx").on(t.kind, t.key, t.attemptedAt)],
);

/** A device key or IP blocked from signing up until a time. */
export const signupBlocks = pgTable(
  "signup_blocks",
  {
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    blockedUntil: timestamp("blocked_until", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: "signup_blocks_pk", columns: [t.kind, t.key] })],
);

/** Captcha solutions already used: a replayed solution is refused. Rows expire with their challenge. */
export const captchaRedemptions = pgTable("captcha_redemptions", {
  signature: text("signature").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

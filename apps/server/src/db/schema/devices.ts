import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userOwnedRow } from "./columns";

/**
 * Browsers a learner signed in from with their password: the device cookie names a row here.
 * Only the SHA-256 of the cookie's secret is kept, so a copy of the table lets nobody pose as a device.
 * Attempts that carry a valid device cookie are counted in that device's own bucket (see login-protection).
 */
export const trustedDevices = pgTable(
  "trusted_devices",
  {
    ...userOwnedRow(),
    tokenHash: text("token_hash").notNull(),
    /** "Firefox on Linux": from the User-Agent at the last sign-in, for the Settings list. */
    browser: text("browser").notNull(),
    firstUsedAt: timestamp("first_used_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("trusted_devices_user_idx").on(t.userId)],
);

/** When the owner was last told of failed sign-ins from untrusted clients: at most one mail an hour. */
export const signInAlerts = pgTable("sign_in_alerts", {
  email: text("email").primaryKey(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
});

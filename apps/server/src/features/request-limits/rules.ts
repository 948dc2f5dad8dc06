/**
 * Request limits: abuse ceilings, not product rules. The product's own rules (the sign-in lockout,
 * sign-up throttling per device, board cooldowns) live in their features. These are sized so that a
 * class of 40 learners behind one address (a school, an office, a carrier's shared address) never
 * meets them in normal use, and none applies to reading one's own session.
 */
export interface LimitRule {
  /** Stable name: part of the counter's key. */
  name: string;
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const rule = (name: string, max: number, windowMs: number): LimitRule => ({ name, max, windowMs });

export const LIMITS = {
  // Sign-in from clients without a device cookie: per address, and per account from all of them
  // (above an attack's pace of 10 guesses a minute, so that the owner on a new device who solves the
  // harder captcha still gets through). Trusted devices meet only their own per-device ceiling.
  signInPerAddress: rule("sign-in:ip", 60, MINUTE),
  signInUntrustedPerAccount: rule("sign-in:account-untrusted", 20, MINUTE),
  signInPerDevice: rule("sign-in:device", 10, MINUTE),
  // With the captcha off, what replaces the harder captcha once an account's untrusted failures pass
  // the free ones: one attempt a minute from all untrusted clients together.
  signInNewDevicesSlowed: rule("sign-in:new-devices-slowed", 1, MINUTE),
  guestStartPerAddress: rule("guest:ip", 300, HOUR),
  guestStartPerDevice: rule("guest:device", 20, HOUR),
  passwordResetPerAddress: rule("reset:ip", 60, HOUR),
  passwordResetPerAccount: rule("reset:account", 5, HOUR),
  resetWithTokenPerAddress: rule("reset-token:ip", 60, HOUR),
  verificationMailPerAddress: rule("verify-mail:ip", 60, HOUR),
  verificationMailPerAccount: rule("verify-mail:account", 5, HOUR),
  changePasswordPerUser: rule("change-password:user", 10, 10 * MINUTE),
  contactPerAddress: rule("contact:ip", 30, HOUR),
  contactPerDevice: rule("contact:device", 5, HOUR),
  // Each upload is kept in the database until it is imported: a ceiling on how much one account can send.
  // A preview and its import count twice, so this is 30 files an hour.
  uploadsPerUser: rule("import-upload:user", 60, HOUR),
  // Mining tools (`/ankiconnect`): a pop-up dictionary sends a few requests per word looked up, so the
  // ceiling per key is generous (each action of a batch counts). Wrong keys are counted per address and key
  // prefix: past 20 in ten minutes that prefix is refused from that address (right key or not), so a stranger
  // guessing never locks out a learner's real key; past 200 of any prefix the address's wrong keys are refused
  // without being looked up. A request with no key at all is refused without being counted.
  ankiconnectPerKey: rule("ankiconnect:key", 600, MINUTE),
  ankiconnectWrongKeyPerPrefix: rule("ankiconnect:wrong-key:ip-prefix", 20, 10 * MINUTE),
  ankiconnectWrongKeyPerAddress: rule("ankiconnect:wrong-key:ip", 200, 10 * MINUTE),
} as const satisfies Record<string, LimitRule>;

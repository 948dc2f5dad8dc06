import crypto from "node:crypto";

/**
 * The one-click stop link's token: the learner's id and an HMAC of it under the server's secret, so a
 * link stops that learner's reminders only and nothing has to be stored. A link sent before stays valid:
 * following it again only turns reminders off again.
 */
export function stopToken(userId: string, secret: string): string {
  return `${userId}.${mac(userId, secret)}`;
}

/** The learner a stop token names, or null when it was not made with this server's secret. */
export function userOfStopToken(token: string, secret: string): string | null {
  const dot = token.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(userId, secret));
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? userId : null;
}

function mac(userId: string, secret: string): string {
  return crypto.createHmac("sha256", secret).update(`reminders-stop:${userId}`).digest("base64url");
}

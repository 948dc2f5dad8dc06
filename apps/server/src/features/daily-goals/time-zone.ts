import { isValidTimeZone } from "@app/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { userInfo } from "../../db/schema";

export const TIME_ZONE_HEADER = "x-time-zone";

/**
 * The user's time zone: the browser sends its IANA zone with each request; a valid one that
 * differs from the stored one is kept, so jobs and other devices use the same days.
 */
export async function resolveTimeZone(db: Db, request: FastifyRequest, userId: string): Promise<string> {
  const [row] = await db.select({ timeZone: userInfo.timeZone }).from(userInfo).where(eq(userInfo.userId, userId));
  const { zone, changed } = chooseTimeZone(sentTimeZone(request), row?.timeZone ?? "UTC");
  if (changed) {
    await db.update(userInfo).set({ timeZone: zone, updatedAt: new Date() }).where(eq(userInfo.userId, userId));
  }
  return zone;
}

/** The zone the browser sent with this request, if any (not yet validated). */
export function sentTimeZone(request: FastifyRequest): string | undefined {
  const sent = request.headers[TIME_ZONE_HEADER];
  return typeof sent === "string" ? sent : undefined;
}

/** A valid zone sent by the browser wins over the stored one; `changed` says it must be stored. */
export function chooseTimeZone(sent: string | undefined, stored: string): { zone: string; changed: boolean } {
  if (sent !== undefined && sent !== stored && isValidTimeZone(sent)) return { zone: sent, changed: true };
  return { zone: stored, changed: false };
}

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
  const sent = request.headers[TIME_ZONE_HEADER];
  const [row] = await db.select({ timeZone: userInfo.timeZone }).from(userInfo).where(eq(userInfo.userId, userId));
  const stored = row?.timeZone ?? "UTC";
  if (typeof sent === "string" && sent !== stored && isValidTimeZone(sent)) {
    await db.update(userInfo).set({ timeZone: sent, updatedAt: new Date() }).where(eq(userInfo.userId, userId));
    return sent;
  }
  return stored;
}

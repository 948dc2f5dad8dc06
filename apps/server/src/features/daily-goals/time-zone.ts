import { type DayModel, DEFAULT_DAY_START_HOUR, isValidTimeZone } from "@app/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/database";
import { fsrsSettings, userInfo } from "../../db/schema";

export const TIME_ZONE_HEADER = "x-time-zone";

/**
 * The user's days: their time zone and the hour their day starts (see domain time/learner-day.ts).
 * The browser sends its IANA zone with each request; a valid one that differs from the stored one
 * is kept, so jobs and other devices use the same days.
 */
export async function resolveDayModel(db: Db, request: FastifyRequest, userId: string): Promise<DayModel> {
  const [row] = await db
    .select({ timeZone: userInfo.timeZone, dayStartHour: fsrsSettings.dayStartHour })
    .from(userInfo)
    .leftJoin(fsrsSettings, eq(fsrsSettings.userId, userInfo.userId))
    .where(eq(userInfo.userId, userId));
  const { zone, changed } = chooseTimeZone(sentTimeZone(request), row?.timeZone ?? "UTC");
  if (changed) {
    await db.update(userInfo).set({ timeZone: zone, updatedAt: new Date() }).where(eq(userInfo.userId, userId));
  }
  return { timeZone: zone, dayStartHour: row?.dayStartHour ?? DEFAULT_DAY_START_HOUR };
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

import { z } from "zod";

const cell = z.object({ remembered: z.number().int(), total: z.number().int(), share: z.number().nullable() });

/** GET /api/me/stats/memory: true retention, the forecast and the words known now. */
export const memoryStatsSchema = z.object({
  /** The learner's desired retention, to read the table against. */
  desiredRetention: z.number(),
  trueRetention: z.array(
    z.object({
      period: z.enum(["today", "week", "month", "year"]),
      new: cell,
      young: cell,
      mature: cell,
      all: cell,
    }),
  ),
  /** True retention week by week, oldest first, for the last 26 weeks (weeksAgo 0: the last 7 days). */
  trueRetentionByWeek: z.array(
    z.object({ weeksAgo: z.number().int(), new: cell, young: cell, mature: cell, all: cell }),
  ),
  forecast: z.array(z.object({ day: z.number().int(), reviews: z.number().int(), minutes: z.number() })),
  /** Typical seconds a review takes (the minutes' basis). */
  secondsPerReview: z.number(),
  /** Σ of each studied word's chance of recall now. */
  knownNow: z.number(),
  /** Words studied at least once (what knownNow is out of). */
  studiedWords: z.number().int(),
});
export type MemoryStats = z.infer<typeof memoryStatsSchema>;

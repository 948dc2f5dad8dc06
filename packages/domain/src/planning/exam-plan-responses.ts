/**
 * What the exam-plan routes answer, as zod schemas: the server documents its responses with them and
 * the web reads its types from them.
 */
import { z } from "zod";

const day = z.string().describe("The learner's day, YYYY-MM-DD");

/** The planner's answer for a goal. Shares are whole percentages, rounded down (never promising more). */
export const examPlanOutcomeSchema = z.object({
  feasible: z.boolean().describe("The target is reached within the minutes cap"),
  newPerDay: z.number().int().describe("New words a day to introduce until the deck is done"),
  minutesPeak: z.number().describe("Expected minutes on the busiest day"),
  minutesAverage: z.number().describe("Expected minutes a day on average"),
  predictedPercent: z.number().int().describe("Share of the deck known on the exam morning, %"),
  boost: z
    .looseObject({ lastDays: z.number().int(), retention: z.number() })
    .nullable()
    .describe("The desired retention raised for the last days before the exam"),
  minutesForTarget: z
    .number()
    .int()
    .nullable()
    .describe("When not feasible: the minutes a day that reach the target (null: none does by the date)"),
  decks: z
    .array(
      z.object({
        subDeckId: z.string(),
        name: z.string(),
        newPerDay: z.number().int().describe("This deck's share of the new words a day"),
        newWords: z.number().int().describe("The deck's words never studied when planned"),
      }),
    )
    .optional()
    .describe("Decks planned together (the plan's deck first): the figures above are their total"),
});
export type ExamPlanOutcome = z.infer<typeof examPlanOutcomeSchema>;

/** The forecast's range while the learner's memory is the default model's (their weights not fitted yet). */
const forecastRange = z
  .object({ low: z.number().int(), high: z.number().int() })
  .optional()
  .describe(
    "Lowest and highest share (%) of the runs the forecast plays, while the learner's FSRS weights are the defaults",
  );

export const examPlanStatusSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("on-track"),
    percent: z.number().int().describe("Share of the deck forecast known on the exam morning, %"),
    examDate: day,
    newPerDay: z
      .number()
      .int()
      .optional()
      .describe("When fewer words were introduced than the plan's pace asked: the new words a day that make them up"),
    wordsBehind: z.boolean().optional().describe("Fewer words were introduced than the plan's pace asked"),
    range: forecastRange,
  }),
  z.object({
    kind: z.literal("behind"),
    newPerDay: z.number().int().describe("New words a day needed from today"),
    examDate: day,
    percent: z
      .number()
      .int()
      .optional()
      .describe("Share of the deck forecast known on the exam morning from the deck's memory today, %"),
    wordsBehind: z.boolean().optional().describe("Fewer words were introduced than the plan's pace asked"),
    range: forecastRange,
  }),
  z.object({ kind: z.literal("done"), examDate: day }),
]);

/** A saved plan with its answer and today's status. */
export const examPlanSchema = z.object({
  subDeckId: z.string(),
  examDate: day,
  targetPercent: z.number().int(),
  minutesCap: z.number().int(),
  outcome: examPlanOutcomeSchema,
  status: examPlanStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ExamPlanView = z.infer<typeof examPlanSchema>;

/** GET /api/me/decks/:subDeckId/exam-plan (null: no plan); PUT answers the saved plan. */
export const examPlanAnswerSchema = z.object({ plan: examPlanSchema.nullable() });

/** POST …/exam-plan/preview: the answer for a goal, nothing saved. */
export const examPlanPreviewSchema = z.object({ outcome: examPlanOutcomeSchema });

/** GET /api/me/exam-plans: one status per plan (decks planned together are one plan), for Home's cards. */
export const examPlanStatusesSchema = z.object({
  items: z.array(
    z.object({
      subDeckId: z.string().describe("The deck the plan was made on (its card shows the status)"),
      subDeckIds: z.array(z.string()).describe("Every deck of the plan, that one first"),
      deckNames: z.array(z.string()),
      status: examPlanStatusSchema,
    }),
  ),
});
export type ExamPlanStatusItem = z.infer<typeof examPlanStatusesSchema>["items"][number];

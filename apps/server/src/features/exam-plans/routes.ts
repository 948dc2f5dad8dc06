import { randomUUID } from "node:crypto";
import { type Clock, learnerDay } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { examPlanRequestSchema } from "@app/domain/planning/exam-goal";
import {
  examPlanAnswerSchema,
  examPlanPreviewSchema,
  examPlanStatusesSchema,
} from "@app/domain/planning/exam-plan-responses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";
import { readWordCounts } from "../word-counts";
import { groupForecast, statusesOf, statusOfGroup } from "./group-status";
import { deckOfLearner, type ExamPlanDeps, planGoal, plansByGroup, planView } from "./service";

export interface ExamPlanRouteDeps extends ExamPlanDeps {
  auth: Auth;
  db: Db;
  clock: Clock;
}

const params = z.object({ subDeckId: subDeckIdSchema });
const NO_PLAN = "This deck has no exam plan.";
const doc = (summary: string, extra: Omit<Parameters<typeof describeRoute>[0], "tag" | "summary" | "access">) =>
  describeRoute({ tag: "exam-plans", summary, access: "session", ...extra });

/** Exam plans: owner only, every query scoped to the signed-in user; plans are worked out in worker threads. */
export function registerExamPlanRoutes(app: FastifyInstance, deps: ExamPlanRouteDeps): void {
  const signedIn = { preHandler: requireUser(deps.auth) };
  const url = "/api/me/decks/:subDeckId/exam-plan";

  /** The learner's day, and each planned deck's new words now (for the status). */
  const today = async (request: FastifyRequest, userId: string, subDeckIds?: string[]) => {
    const now = deps.clock();
    const model = await resolveDayModel(deps.db, request, userId);
    const counts = await readWordCounts(deps.db, userId, now, subDeckIds ? { subDeckIds } : {});
    const newNow = new Map(counts.map((c) => [c.subDeckId, c.counts.new]));
    return { now, model, day: learnerDay(now, model), newNow };
  };

  /** The options of a route that takes a goal for a deck and answers `answer`. */
  const goalRoute = (summary: string, answer: z.ZodType) => ({
    ...signedIn,
    ...doc(summary, { params, body: examPlanRequestSchema, responses: { 200: answer } }),
  });

  /** What a goal request asks (the deck, its goal, the decks planned with it), by whom, when, on which day model. */
  const goalAsked = async (request: FastifyRequest) => {
    const { subDeckId } = parseOrThrow(params, request.params);
    const { alsoDecks, ...goal } = parseOrThrow(examPlanRequestSchema, request.body);
    const userId = request.user!.id;
    const now = deps.clock();
    const model = await resolveDayModel(deps.db, request, userId);
    return { userId, subDeckId, alsoDecks, goal, now, model, guest: request.user!.isAnonymous };
  };

  app.get(
    "/api/me/exam-plans",
    {
      ...signedIn,
      ...doc("Every planned deck's status (Home's cards)", { responses: { 200: examPlanStatusesSchema } }),
    },
    async (request) => {
      const userId = request.user!.id;
      const rows = await deps.plans.list(userId);
      if (rows.length === 0) return { items: [] };
      const { now, model, newNow } = await today(request, userId);
      const groups = plansByGroup(rows);
      const statuses = await statusesOf(deps, userId, groups, newNow, now, model);
      return {
        items: groups.map((group, i) => ({
          subDeckId: group[0]!.subDeckId,
          subDeckIds: group.map((row) => row.subDeckId),
          deckNames: group[0]!.outcome.decks?.map((d) => d.name) ?? [],
          status: statuses[i]!,
        })),
      };
    },
  );

  app.get(
    url,
    { ...signedIn, ...doc("A deck's exam plan", { params, responses: { 200: examPlanAnswerSchema } }) },
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const userId = request.user!.id;
      await deckOfLearner(deps, userId, subDeckId);
      const row = await deps.plans.get(userId, subDeckId);
      if (!row) return { plan: null };
      const group = await deps.plans.group(row);
      const { now, model, day, newNow } = await today(
        request,
        userId,
        group.map((r) => r.subDeckId),
      );
      const forecast = await groupForecast(deps, userId, group, newNow, now, model);
      return { plan: planView(row, statusOfGroup(group, day, newNow, forecast)) };
    },
  );

  app.post(
    `${url}/preview`,
    goalRoute("The planner's answer for a goal, nothing saved", examPlanPreviewSchema),
    async (request) => {
      const { outcome } = await planGoal(deps, { ...(await goalAsked(request)), preview: true });
      return { outcome };
    },
  );

  app.put(
    url,
    goalRoute(
      "Set a deck's exam plan (with other decks planned together); answers the plan at once",
      examPlanAnswerSchema,
    ),
    async (request) => {
      const asked = await goalAsked(request);
      const { userId, subDeckId, goal, now, model } = asked;
      const planned = await planGoal(deps, asked);
      const { outcome, predictedShare, plannedOn } = planned;
      const rows = await deps.plans.saveGroup(
        userId,
        planned.decks.map((d) => ({ ...goal, ...d, outcome, predictedShare, plannedOn })),
        randomUUID(),
        now,
      );
      // Today, each deck's new words are those it had when planned. The forecast from the deck's memory is the
      // plan's prediction on its first day, with the range a read gives; the prediction when it cannot be had.
      const newNow = new Map(planned.decks.map((d) => [d.subDeckId, d.newAtPlan]));
      const row = rows.find((r) => r.subDeckId === subDeckId)!;
      const forecast = (await groupForecast(deps, userId, rows, newNow, now, model)) ?? {
        share: predictedShare,
        spread: null,
      };
      return { plan: planView(row, statusOfGroup(rows, plannedOn, newNow, forecast)) };
    },
  );

  app.delete(
    url,
    { ...signedIn, ...doc("Remove a deck's exam plan (and every deck planned with it)", { params }) },
    async (request) => {
      const { subDeckId } = parseOrThrow(params, request.params);
      const removed = await deps.plans.remove(request.user!.id, subDeckId);
      if (!removed) throw new AppError("NOT_FOUND", NO_PLAN);
      return { ok: true, message: "Exam plan removed." };
    },
  );
}

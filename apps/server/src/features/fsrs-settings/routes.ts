import type { Clock } from "@app/domain";
import { subDeckIdSchema } from "@app/domain/decks/validation";
import { createRescheduler } from "@app/domain/study/scheduling";
import { fsrsSettingsErrorMessage, fsrsSettingsUpdateSchema } from "@app/domain/study/validation";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { reviewLogs, userWordProgress } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { resolveDayModel } from "../daily-goals";
import { schedulerCardColumns } from "../study";
import type { FsrsSettingsRepository } from "./repository";

const present = (s: Awaited<ReturnType<FsrsSettingsRepository["get"]>>) => ({
  studyAlgorithm: s.studyAlgorithm,
  studyType: s.studyType,
  requestRetention: s.requestRetention,
  maximumInterval: s.maximumInterval,
  easyBonus: s.easyBonus,
  hardInterval: s.hardInterval,
  reinforceNewCards: s.reinforceNewCards,
  relearnMatureCards: s.relearnMatureCards,
  dayStartHour: s.dayStartHour,
  productionPractice: s.productionPractice,
  weights: s.weights,
  lastOptimization: s.lastOptimization,
  updatedAt: s.updatedAt.toISOString(),
});

export function registerFsrsSettingsRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; settings: FsrsSettingsRepository; clock: Clock },
): void {
  const signedIn = { preHandler: requireUser(deps.auth) };
  const registered = { preHandler: requireUser(deps.auth, { registeredOnly: true }) };
  const updateCardsBody = z.object({ subDeckId: subDeckIdSchema });

  app.get(
    "/api/me/fsrs-settings",
    { ...signedIn, ...describeRoute({ tag: "fsrs-settings", summary: "The scheduling settings", access: "session" }) },
    async (request) => present(await deps.settings.get(request.user!.id)),
  );

  app.put(
    "/api/me/fsrs-settings",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Change the scheduling settings",
        access: "registered",
        body: fsrsSettingsUpdateSchema,
      }),
    },
    async (request) => {
      const parsed = fsrsSettingsUpdateSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        const fields: Record<string, string> = {};
        for (const issue of parsed.error.issues) fields[issue.path.join(".") || "body"] ??= issue.message;
        throw new AppError("VALIDATION_ERROR", fsrsSettingsErrorMessage(parsed.error.issues), fields);
      }
      return present(await deps.settings.update(request.user!.id, parsed.data));
    },
  );

  app.post(
    "/api/me/fsrs-settings/reset",
    {
      ...registered,
      ...describeRoute({ tag: "fsrs-settings", summary: "Back to the default settings", access: "registered" }),
    },
    async (request) => present(await deps.settings.reset(request.user!.id)),
  );

  /** Update Cards: recompute the next review of a deck's learned words with the current settings. */
  app.post(
    "/api/me/fsrs-settings/update-cards",
    {
      ...registered,
      ...describeRoute({
        tag: "fsrs-settings",
        summary: "Update Cards: reschedule a deck's learned words with the current settings",
        access: "registered",
        body: updateCardsBody,
      }),
    },
    async (request) => {
      const { subDeckId } = parseOrThrow(updateCardsBody, request.body);
      const userId = request.user!.id;
      const settings = await deps.settings.get(userId);
      const day = await resolveDayModel(deps.db, request, userId);
      const updated = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: userWordProgress.id,
            wordId: userWordProgress.wordId,
            ...schedulerCardColumns,
            // Reviews so far (kept on the row; manual reschedules are not reviews).
            history: userWordProgress.historyCount,
          })
          .from(userWordProgress)
          .where(
            and(
              eq(userWordProgress.userId, userId),
              eq(userWordProgress.subDeckId, subDeckId),
              inArray(userWordProgress.state, [2, 3]),
            ),
          );
        const changes: { id: string; due: Date }[] = [];
        const logs: (typeof reviewLogs.$inferInsert)[] = [];
        const reschedule = createRescheduler(settings, day);
        const now = deps.clock();
        for (const row of rows) {
          const due = reschedule(row, row.history);
          if (!due || due.getTime() === row.nextReview?.getTime()) continue;
          changes.push({ id: row.id, due });
          // The log says the due date moved by hand (revlog's manual kind, rating 0): no review happened.
          logs.push({
            userId,
            wordId: row.wordId,
            subDeckId,
            reviewedAt: now,
            kind: "manual",
            rating: 0,
            mode: settings.studyAlgorithm,
            stateBefore: row.state,
            state: row.state,
            due,
            stability: row.stability,
            difficulty: row.difficulty,
            elapsedDays: row.elapsedDays,
            lastElapsedDays: row.elapsedDays,
            scheduledDays: row.scheduledDays,
            learningSteps: row.learningSteps,
            actualRetention: 1,
          });
        }
        // One statement for all changed rows.
        if (changes.length > 0) {
          await tx.execute(sql`
          UPDATE ${userWordProgress} AS p SET next_review = c.due, updated_at = now()
          FROM (SELECT unnest(ARRAY[${sql.join(
            changes.map((c) => sql`${c.id}`),
            sql`, `,
          )}]::uuid[]) AS id,
                       unnest(ARRAY[${sql.join(
                         changes.map((c) => sql`${c.due.toISOString()}`),
                         sql`, `,
                       )}]::timestamptz[]) AS due) AS c
          WHERE p.id = c.id AND p.user_id = ${userId}`);
          for (let i = 0; i < logs.length; i += 1000) await tx.insert(reviewLogs).values(logs.slice(i, i + 1000));
        }
        return rows.length;
      });
      return { updated, message: `Updated ${updated} words in subdeck with new review times` };
    },
  );
}

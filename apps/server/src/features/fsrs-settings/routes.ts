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
import { schedulerCardColumns } from "../study/repository";
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
      const updated = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: userWordProgress.id,
            ...schedulerCardColumns,
            history: sql<number>`coalesce(h.n, 0)::int`,
          })
          .from(userWordProgress)
          // Review counts per word in one grouped pass instead of a subquery per row.
          .leftJoin(
            sql`(SELECT ${reviewLogs.wordId} AS word_id, count(*) AS n FROM ${reviewLogs} WHERE ${reviewLogs.userId} = ${userId} AND ${reviewLogs.subDeckId} = ${subDeckId} GROUP BY ${reviewLogs.wordId}) AS h`,
            sql`h.word_id = ${userWordProgress.wordId}`,
          )
          .where(
            and(
              eq(userWordProgress.userId, userId),
              eq(userWordProgress.subDeckId, subDeckId),
              inArray(userWordProgress.state, [2, 3]),
            ),
          );
        const changes: { id: string; due: Date }[] = [];
        const reschedule = createRescheduler(settings);
        for (const row of rows) {
          const due = reschedule(row, row.history);
          if (due && due.getTime() !== row.nextReview?.getTime()) changes.push({ id: row.id, due });
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
        }
        return rows.length;
      });
      return { updated, message: `Updated ${updated} words in subdeck with new review times` };
    },
  );
}

import { ownDeckIdSchema } from "@app/domain/create/own-deck";
import { writeAnkiPackage, writeDeckCsv, writeReviewsCsv } from "@app/import-reader";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { ownMedia, reviewLogs, subDecks, words } from "../../db/schema";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { DECK_NOT_FOUND, type OwnDecksRepository, requireAccount } from "../own-decks";
import { collectAllData } from "./all-data";
import { ownDeckWords } from "./deck-words";

/** A file name that is safe in a header and on every file system: letters, digits, dashes. */
function fileNameOf(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .slice(0, 60);
  return slug || "deck";
}

function download(reply: FastifyReply, fileName: string, type: string, body: string | Uint8Array) {
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(typeof body === "string" ? body : Buffer.from(body));
}

export function registerExportRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; ownDecks: OwnDecksRepository; clock: () => Date },
) {
  const { db } = deps;
  const account = { preHandler: requireAccount(deps.auth) };
  const signedIn = { preHandler: requireUser(deps.auth) };
  const deckParams = z.object({ subDeckId: ownDeckIdSchema });
  const deckQuery = z.object({ format: z.enum(["csv", "apkg"], { message: "Choose csv or apkg." }) });

  app.get(
    "/api/me/decks/:subDeckId/export",
    {
      ...account,
      ...describeRoute({
        tag: "create",
        summary: "Export an own deck as CSV or as an Anki package (.apkg)",
        description: "`subDeckId` is the own deck's id (the deck, not one of its sets).",
        access: "registered",
        params: deckParams,
        querystring: deckQuery,
      }),
    },
    async (request, reply) => {
      const { subDeckId: deckId } = parseOrThrow(deckParams, request.params);
      const { format } = parseOrThrow(deckQuery, request.query);
      const deck = await deps.ownDecks.owned(request.user!.id, deckId);
      if (!deck) throw new AppError("NOT_FOUND", DECK_NOT_FOUND);
      const rows = await ownDeckWords(db, { key: words.key }, eq(subDecks.ownDeckId, deckId));
      const name = fileNameOf(deck.name);
      if (format === "csv") {
        // A BOM so spreadsheet programs read the UTF-8 as UTF-8.
        return download(
          reply,
          `${name}.csv`,
          "text/csv; charset=utf-8",
          `\ufeff${writeDeckCsv(rows, deck.hasReading)}`,
        );
      }
      const apkg = await deckPackage(db, deck, rows, deps.clock());
      return download(reply, `${name}.apkg`, "application/octet-stream", apkg);
    },
  );

  registerPersonalExports(app, deps, signedIn);
}

/** The review history as CSV and all of the learner's data as JSON. */
function registerPersonalExports(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date },
  signedIn: { preHandler: ReturnType<typeof requireUser> },
) {
  const { db } = deps;
  const reviewsQuery = z.object({ format: z.literal("csv", { message: "Reviews export as csv." }).default("csv") });
  app.get(
    "/api/me/reviews/export",
    {
      ...signedIn,
      ...describeRoute({
        tag: "create",
        summary: "The learner's review history as CSV (card_id, review_time, review_rating, review_state, …)",
        access: "session",
        querystring: reviewsQuery,
      }),
    },
    async (request, reply) => {
      parseOrThrow(reviewsQuery, request.query);
      const rows = await db
        .select({
          wordId: reviewLogs.wordId,
          reviewedAt: reviewLogs.reviewedAt,
          rating: reviewLogs.rating,
          stateBefore: reviewLogs.stateBefore,
          durationMs: reviewLogs.durationMs,
          elapsedDays: reviewLogs.elapsedDays,
        })
        .from(reviewLogs)
        .where(eq(reviewLogs.userId, request.user!.id))
        .orderBy(asc(reviewLogs.reviewedAt));
      return download(reply, "lexistep-reviews.csv", "text/csv; charset=utf-8", writeReviewsCsv(rows));
    },
  );

  app.get(
    "/api/me/export",
    {
      ...signedIn,
      ...describeRoute({
        tag: "create",
        summary: "All of the learner's data as one JSON file (the right of access)",
        access: "session",
      }),
    },
    async (request, reply) => {
      const data = await collectAllData(db, request.user!.id, deps.clock());
      const day = deps.clock().toISOString().slice(0, 10);
      return download(
        reply,
        `lexistep-data-${day}.json`,
        "application/json; charset=utf-8",
        JSON.stringify(data, null, 1),
      );
    },
  );
}

/** The deck as an Anki package, with the recordings its words use. */
async function deckPackage(
  db: Db,
  deck: { id: string; name: string; description: string; hasReading: boolean; createdAt: Date },
  rows: { key: string; term: string; translation: string; reading: string | null; audioFile: string | null }[],
  now: Date,
): Promise<Uint8Array> {
  const audioNames = [...new Set(rows.map((r) => r.audioFile).filter((n): n is string => n !== null))];
  const media =
    audioNames.length === 0
      ? []
      : await db
          .select({ name: ownMedia.name, bytes: ownMedia.bytes })
          .from(ownMedia)
          .where(and(eq(ownMedia.ownDeckId, deck.id), inArray(ownMedia.name, audioNames)));
  const bytesOf = new Map(media.map((m) => [m.name, new Uint8Array(m.bytes)]));
  return writeAnkiPackage(
    {
      name: deck.name,
      description: deck.description,
      hasReading: deck.hasReading,
      createdAt: deck.createdAt,
      words: rows.map((r) => {
        const bytes = r.audioFile ? bytesOf.get(r.audioFile) : undefined;
        return { ...r, audio: r.audioFile && bytes ? { name: r.audioFile, bytes } : null };
      }),
    },
    { now },
  );
}

import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { Readable } from "node:stream";
import { ownDeckIdSchema } from "@app/domain/create/own-deck";
import { ankiPackageStream } from "@app/import-reader";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { requireUser } from "../../auth/session";
import type { Db } from "../../db/database";
import { describeRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { TRANSFER_WATCH, watchProgress } from "../../lib/progress-watch";
import type { MediaStore } from "../media";
import { DECK_NOT_FOUND, type OwnDecksRepository, requireAccount } from "../own-decks";
import { allDataJson } from "./all-data";
import { deckCsv, reviewsCsv } from "./csv-streams";
import { writeDeckCollection } from "./deck-package";
import { createExportSlots, type ExportSlots, type HeldExport } from "./export-slots";

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

type Chunks = AsyncIterable<string | Uint8Array>;
const CSV = "text/csv; charset=utf-8";
const APKG = "application/octet-stream";
const JSON_TYPE = "application/json; charset=utf-8";
type TransferWatch = typeof TRANSFER_WATCH;

/** How long a download may wait on its reader before its export gives its place to others meanwhile. */
const EXPORT_PAUSE_AFTER_MS = 1000;

/**
 * How a download shares the server: it stops counting as a learner's request once it streams, and waits for
 * the requests being answered before it makes its next piece (on the embedded database every piece's rows
 * are read on the one connection learners' requests use).
 */
export interface DownloadTurns {
  becomesBackground(request: FastifyRequest): void;
  turn(): Promise<void>;
}

/** Where nothing is shared (tests of the routes alone): a download never waits. */
const NO_TURNS: DownloadTurns = { becomesBackground: () => undefined, turn: async () => undefined };

/**
 * Sends a file as it is made: the next piece is produced only when the connection has taken the last one
 * (back-pressure), and once the learners' requests being answered are done (`turns`), so a large export never
 * sits whole in memory and never makes others wait behind its reads. While the reader takes nothing for a second
 * the export gives its place to others, and waits for one before it reads the next rows: a client that stops
 * reading holds no place others need. `done` runs once the stream is over, finished or broken off (the
 * learner's export, the temporary files). A reader that stops reading (or reads a trickle) is cut off.
 */
function download(
  reply: FastifyReply,
  file: { name: string; type: string; chunks: Chunks },
  {
    held,
    done = held,
    watch,
    turns,
  }: { held: HeldExport; done?: () => void; watch: TransferWatch; turns: DownloadTurns },
) {
  const { name: fileName, type, chunks } = file;
  turns.becomesBackground(reply.request);
  const progress = watchProgress({
    ...watch,
    onStall: () => {
      reply.log.warn({ fileName }, "an export's reader stopped reading: the download was ended");
      body.destroy();
      reply.raw.destroy();
    },
  });
  const body = Readable.from(
    (async function* () {
      for await (const chunk of chunks) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        progress.add(bytes.length);
        const idle = setTimeout(() => held.pause(), EXPORT_PAUSE_AFTER_MS);
        try {
          yield bytes;
        } finally {
          clearTimeout(idle);
        }
        await held.resume();
        if (held.ended) return;
        await turns.turn();
      }
    })(),
    { objectMode: false },
  );
  body.once("close", () => {
    progress.stop();
    done();
  });
  // A connection that goes while its export waits for a place gives the place up there and then (the
  // temporary files go once the stream is over).
  reply.raw.once("close", () => held());
  return reply
    .header("content-type", type)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(body);
}

/** Exports' temporary files: under DATA_DIR, and gone a day later at the latest (a crash midway). */
async function exportsDir(dataDir: string): Promise<string> {
  const dir = join(dataDir, "exports");
  await mkdir(dir, { recursive: true });
  for (const name of await readdir(dir).catch(() => [])) {
    const entry = join(dir, name);
    const { mtimeMs } = await stat(entry).catch(() => ({ mtimeMs: Date.now() }));
    if (Date.now() - mtimeMs > 86_400_000) await rm(entry, { recursive: true, force: true });
  }
  return dir;
}

/** Runs `start` in the learner's export slot; the slot is given back when the download ends, or if it fails. */
async function inSlot<T>(slots: ExportSlots, userId: string, start: (held: HeldExport) => Promise<T>): Promise<T> {
  const held = slots.take(userId);
  try {
    return await start(held);
  } catch (error) {
    held();
    throw error;
  }
}

interface ExportDeps {
  auth: Auth;
  db: Db;
  ownDecks: OwnDecksRepository;
  clock: () => Date;
  dataDir: string;
  /** Where the decks' recordings are read from for a package. */
  media: MediaStore;
  slots?: ExportSlots;
  /** How slowly a download may go before it is cut off. */
  watch?: TransferWatch;
  turns?: DownloadTurns;
}

export function registerExportRoutes(app: FastifyInstance, deps: ExportDeps) {
  const { db } = deps;
  const slots = deps.slots ?? createExportSlots();
  const watch = deps.watch ?? TRANSFER_WATCH;
  const turns = deps.turns ?? NO_TURNS;
  let tempRoot: Promise<string> | undefined;
  const exportsRoot = () => {
    tempRoot ??= exportsDir(deps.dataDir).catch((error) => {
      tempRoot = undefined;
      throw error;
    });
    return tempRoot;
  };
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
      const name = fileNameOf(deck.name);
      const userId = request.user!.id;
      if (format === "csv") {
        return inSlot(slots, userId, async (held) =>
          download(reply, { name: `${name}.csv`, type: CSV, chunks: deckCsv(db, deck) }, { held, watch, turns }),
        );
      }
      return inSlot(slots, userId, async (held) => {
        const now = deps.clock();
        const dir = await mkdtemp(join(await exportsRoot(), "apkg-"));
        const done = () => {
          held();
          void rm(dir, { recursive: true, force: true });
        };
        try {
          const file = await writeDeckCollection(db, { userId, deck, dir, now, media: deps.media });
          const zip = ankiPackageStream(file.path, file.media, now);
          return download(reply, { name: `${name}.apkg`, type: APKG, chunks: zip }, { held, done, watch, turns });
        } catch (error) {
          done();
          throw error;
        }
      });
    },
  );

  registerPersonalExports(app, { db, clock: deps.clock, slots, watch, turns }, signedIn);
}

/** The review history as CSV and all of the learner's data as JSON. */
function registerPersonalExports(
  app: FastifyInstance,
  deps: { db: Db; clock: () => Date; slots: ExportSlots; watch: TransferWatch; turns: DownloadTurns },
  signedIn: { preHandler: ReturnType<typeof requireUser> },
) {
  const { db, watch, turns } = deps;
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
      const userId = request.user!.id;
      return inSlot(deps.slots, userId, async (held) =>
        download(
          reply,
          { name: "lexistep-reviews.csv", type: CSV, chunks: reviewsCsv(db, userId) },
          { held, watch, turns },
        ),
      );
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
      const userId = request.user!.id;
      const now = deps.clock();
      const day = now.toISOString().slice(0, 10);
      return inSlot(deps.slots, userId, async (held) =>
        download(
          reply,
          { name: `lexistep-data-${day}.json`, type: JSON_TYPE, chunks: allDataJson(db, userId, now) },
          { held, watch, turns },
        ),
      );
    },
  );
}

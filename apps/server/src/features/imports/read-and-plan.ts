import type { ImportMapping } from "@app/domain/create/own-deck";
import type { FsrsSettings } from "@app/domain/study/constants";
import type { DayModel } from "@app/domain/time/learner-day";
import { type ImportPlan, planImport } from "./plan";
import { type ImportPreview, previewOf } from "./preview";
import { readImportSource } from "./source";

/** A recording kept with a word is at most this large, and one import keeps at most this much of them. */
export const MAX_RECORDING_BYTES = 5 * 1024 * 1024;
export const MAX_RECORDINGS_BYTES = 100 * 1024 * 1024;

export interface ReadAndPlanInput {
  bytes: Uint8Array;
  fileName: string;
  mapping: ImportMapping;
  settings: FsrsSettings;
  day: DayModel;
  nowMs: number;
}

/** A plan with the recordings it refers to, read out of the package (the package itself stays behind). */
export interface PlanWithMedia {
  plan: ImportPlan;
  media: Record<string, Uint8Array>;
}

/** Reads the upload and plans the import: everything but the database, so it can run in a worker. */
export async function readAndPlan(
  input: ReadAndPlanInput,
  onProgress: (progress: number) => void,
): Promise<PlanWithMedia> {
  const source = await readImportSource(input.bytes, input.fileName);
  onProgress(0.35);
  const plan = planImport(source, input.mapping, {
    settings: input.settings,
    day: input.day,
    now: new Date(input.nowMs),
  });
  const media: Record<string, Uint8Array> = {};
  if (source.kind === "anki") {
    let total = 0;
    for (const deck of plan.decks) {
      for (const word of deck.words) {
        if (!word.audio || word.audio in media) continue;
        let bytes: Uint8Array | null = null;
        try {
          bytes = source.pkg.media.read(word.audio);
        } catch {
          bytes = null; // a damaged or oversized recording: the word comes in without it
        }
        if (!bytes || bytes.byteLength > MAX_RECORDING_BYTES || total + bytes.byteLength > MAX_RECORDINGS_BYTES) {
          word.audio = null;
          continue;
        }
        total += bytes.byteLength;
        media[word.audio] = bytes;
      }
    }
  }
  return { plan, media };
}

/** Reads the upload for its preview (fields, first rows, decks, counts): the other job of the worker. */
export async function readPreview(input: { bytes: Uint8Array; fileName: string }): Promise<ImportPreview> {
  return previewOf(await readImportSource(input.bytes, input.fileName));
}

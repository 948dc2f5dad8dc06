import type { ImportMapping } from "@app/domain/create/own-deck";
import type { FsrsSettings } from "@app/domain/study/constants";
import type { DayModel } from "@app/domain/time/learner-day";
import { type ImportPlan, planImport } from "./plan";
import { readImportSource } from "./source";

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
    for (const deck of plan.decks) {
      for (const word of deck.words) {
        if (word.audio && !(word.audio in media)) {
          const bytes = source.pkg.media.read(word.audio);
          if (bytes) media[word.audio] = bytes;
        }
      }
    }
  }
  return { plan, media };
}

import { z } from "zod";
import { notesSchema, subDeckIdSchema } from "../decks/validation";
import { DEFAULT_LEECH_THRESHOLD } from "./constants";

/**
 * Leeches: words the learner keeps forgetting. A word is a leech once it has lapsed `threshold` times
 * (forgotten after it was learned) since the learner last kept it as one; an ignored word is never
 * listed. The learner chooses per word: keep it (flagged again after as many lapses more), learn it
 * again from new (its progress reset, with a note or mnemonic), or ignore it.
 */
export interface LeechProgress {
  lapses: number;
  leechKeptAtLapses: number;
  isIgnored: boolean;
}

export function isLeech(progress: LeechProgress | null | undefined, threshold = DEFAULT_LEECH_THRESHOLD): boolean {
  return progress != null && !progress.isIgnored && progress.lapses - progress.leechKeptAtLapses >= threshold;
}

export const LEECH_ACTIONS = ["keep", "relearn", "ignore"] as const;
export type LeechAction = (typeof LEECH_ACTIONS)[number];

export const leechMessages = {
  action: "Choose keep, relearn or ignore for a leech",
  notLeech: "This word is not one of your leeches",
  kept: "Kept: it is flagged again after as many lapses more",
  relearn: "Back to new: learn it again with Learn New",
  ignored: "Ignored: it no longer comes up in sessions",
} as const;

/** What the learner does with a leech; "relearn" may carry a note or mnemonic for the word. */
export const leechActionSchema = z
  .object({
    action: z.enum(LEECH_ACTIONS, { error: leechMessages.action }),
    notes: notesSchema.shape.notes.optional(),
  })
  .strict();
export type LeechActionInput = z.input<typeof leechActionSchema>;

/** The leeches list: one deck's (`subDeckId`) or every deck's. */
export const leechesQuerySchema = z.object({ subDeckId: subDeckIdSchema.optional() });

export const leechSchema = z.object({
  wordId: z.number().int(),
  subDeckId: z.string(),
  deckName: z.string(),
  word: z.string(),
  translation: z.string(),
  pinyin: z.string().nullable(),
  lapses: z.number().int(),
  notes: z.string().nullable(),
});
export const leechesResponseSchema = z.object({ threshold: z.number().int(), leeches: z.array(leechSchema) });
export const leechActionResponseSchema = z.object({
  wordId: z.number().int(),
  action: z.enum(LEECH_ACTIONS),
  message: z.string(),
});

export type Leech = z.infer<typeof leechSchema>;
export type LeechesResponse = z.infer<typeof leechesResponseSchema>;
export type LeechActionResponse = z.infer<typeof leechActionResponseSchema>;

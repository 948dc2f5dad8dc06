import { type BrowserContext, type Page, test } from "@playwright/test";
import { deckWithLearnedWords, registerAndSignIn } from "./fixtures";

export interface JourneyOptions {
  /** The time the whole journey may take on a busy machine, its start included. */
  timeout: number;
  /** How the learner arrives before the first step: a fresh account, signed in, unless told otherwise. */
  start?: (page: Page) => Promise<unknown>;
}

type JourneySteps = (args: { page: Page; context: BrowserContext }) => Promise<void>;

/**
 * The body of a long test that walks a learner through the app, for `test(title, journey(…))`: it gets its time
 * budget first, then the learner arrives (`start`), then come the steps.
 */
export function journey({ timeout, start = registerAndSignIn }: JourneyOptions, steps: JourneySteps) {
  return async ({ page, context }: { page: Page; context: BrowserContext }): Promise<void> => {
    test.setTimeout(timeout);
    await start(page);
    await steps({ page, context });
  };
}

/** A start for the reader's journeys: a new learner who already knows ten words of Spanish Core 1 (marked known). */
export async function knowsTenSpanishWords(page: Page): Promise<void> {
  await registerAndSignIn(page);
  await deckWithLearnedWords(page, "spanish-core-1", 10, { alreadyKnow: true });
}

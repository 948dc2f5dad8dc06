import type { TestData } from "@app/domain/study/test-building";

/**
 * The answer rules every study loop shares (a session's tests and Time Rush's): a multiple-choice
 * test is right when the option chosen is the expected answer; keys 1–4 choose an option; the
 * response time runs from when the prompt appeared.
 */
export function isChoiceTest(test: Pick<TestData, "options">): boolean {
  return test.options.length > 0;
}

export function isChosenRight(test: Pick<TestData, "expectedAnswer">, given: string): boolean {
  return given === test.expectedAnswer;
}

/** Seconds from the prompt appearing (ms) to the answer (ms), never negative. */
export function responseSeconds(promptShownAt: number, now: number): number {
  return Math.max(0, (now - promptShownAt) / 1000);
}

/** 1–4 for the digit keys that choose an option or a rating, null for any other key. */
export function digitKey(key: string): 1 | 2 | 3 | 4 | null {
  return /^[1-4]$/.test(key) ? (Number(key) as 1 | 2 | 3 | 4) : null;
}

/** The option a digit key chooses on a multiple-choice test, if there is one. */
export function optionForKey(test: Pick<TestData, "options"> | null, key: string): string | undefined {
  const n = digitKey(key);
  return n === null || !test ? undefined : test.options[n - 1];
}

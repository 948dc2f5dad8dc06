/** The study session's engine: one file per job (state, start, presentation, answers, steps, progress). */
export { canClaimCorrect, claimCorrect, submitAnswer, submitWriting } from "./answers";
export { markAsKnown, nextPresented } from "./presentation";
export { type SessionProgress, sessionProgress } from "./progress";
export { startSession } from "./start";
export {
  canContinueWithEnter,
  canUndo,
  continueAfterFeedback,
  endSession,
  hasAnswers,
  manualRatingOf,
  rateAnswer,
  undoLastAnswer,
} from "./steps";
export type { PendingAnswer, SessionEnv, SessionPhase, SessionState, StartInput } from "./types";
export { currentWord, WRITING_DIRECTION, wordById, writingTest } from "./words";

/**
 * What other features use of the study feature: the shared study loop (answer rules, keys, audio),
 * the pieces of a study screen, the offline save queue and the session data's types. Time Rush plays on
 * the same loop.
 */
export { getStudySession } from "./api/get-study-session";
export { AnswerInput } from "./components/AnswerInput";
export { KeyboardHelpDialog } from "./components/KeyboardHelpDialog";
export { MinedSentence } from "./components/MinedSentence";
export { SessionLoadError } from "./components/SessionLoadError";
export { StudyFrame } from "./components/StudyFrame";
export { TIME_RUSH_KEYS } from "./components/study-keys";
export { TestPrompt } from "./components/TestPrompt";
export { WritingPrompt } from "./components/WritingCard";
export { browserSaveStore } from "./lib/browser-save-deps";
export { LAST_OFFLINE_SYNC_KEY } from "./lib/offline-save-key";
export { queuedCount } from "./lib/offline-save-queue";
export { WRITING_DIRECTION } from "./lib/session-engine";
export {
  claim,
  dialogOpen,
  hasModifier,
  isChoiceTest,
  isChosenRight,
  keyPlace,
  optionForKey,
  type PromptAudio,
  type Transition,
  usePromptAudio,
  useStudyLoop,
  useWindowKeys,
} from "./lib/study-loop";
export { lastSyncProblem } from "./lib/sync-problem";
export type { SessionWord, StudyDeck, StudySessionData } from "./types";

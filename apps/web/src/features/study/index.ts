/**
 * What other features use of the study feature: the pieces of a study screen and its prompts' audio, the
 * session's read, the offline save queue and the session data's types. Time Rush plays on the same loop
 * (src/lib/study-loop) with these pieces.
 */
export { getStudySession } from "./api/get-study-session";
export { AnswerInput } from "./components/AnswerInput";
export { KeyboardHelpDialog } from "./components/KeyboardHelpDialog";
export { SessionLoadError } from "./components/SessionLoadError";
export { StudyFrame } from "./components/StudyFrame";
export { TIME_RUSH_KEYS } from "./components/study-keys";
export { TestPrompt } from "./components/TestPrompt";
export { WritingPrompt } from "./components/WritingCard";
export { browserSaveStore } from "./lib/browser-save-deps";
export { LAST_OFFLINE_SYNC_KEY } from "./lib/offline-save-key";
export { queuedCount } from "./lib/offline-save-queue";
export { WRITING_DIRECTION } from "./lib/session-engine";
export { lastSyncProblem } from "./lib/sync-problem";
export { type PromptAudio, usePromptAudio } from "./lib/use-prompt-audio";
export type { SessionWord, StudyDeck, StudySessionData } from "./types";

/** Study sessions: what other features read of them (the offline save queue, the session's data). */
export { getStudySessionOnline } from "./api/get-study-session";
export { browserSaveStore } from "./lib/browser-save-deps";
export { LAST_OFFLINE_SYNC_KEY } from "./lib/offline-save-key";
export { queuedCount } from "./lib/offline-save-queue";
export { lastSyncProblem } from "./lib/sync-problem";
export type { SessionWord, StudySessionData } from "./types";

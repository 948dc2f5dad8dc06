/** Where queued study sessions wait (localStorage). Its own module so the app's first load can check it cheaply. */
export const OFFLINE_SAVE_KEY = "lexistep:pending-study-sessions";
/** The answers of sessions being studied, written as they are given (see session-drafts.ts). */
export const SESSION_DRAFTS_KEY = "lexistep:study-drafts";
/** When sessions kept on this device were last sent and saved (an ISO time). */
export const LAST_OFFLINE_SYNC_KEY = "lexistep:last-offline-sync";

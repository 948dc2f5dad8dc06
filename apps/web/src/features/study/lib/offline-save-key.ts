/**
 * Where an earlier version kept queued study sessions (localStorage); they now live in the device's
 * database and are moved there on first use. Also the localStorage fallback where a browser has no
 * IndexedDB.
 */
export const OFFLINE_SAVE_KEY = "lexistep:pending-study-sessions";
/** The same for the answers of sessions being studied (see session-drafts.ts). */
export const SESSION_DRAFTS_KEY = "lexistep:study-drafts";
/** When sessions kept on this device were last sent and saved (an ISO time). */
export const LAST_OFFLINE_SYNC_KEY = "lexistep:last-offline-sync";
/** What went wrong the last time sessions kept on this device were sent (JSON: time and message). */
export const SYNC_PROBLEM_KEY = "lexistep:offline-sync-problem";

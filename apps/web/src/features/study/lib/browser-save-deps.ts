import { deviceRecordStore, type RecordStore } from "../../../lib/record-store";
import { saveStudySession } from "../api/save-study-session";
import { OFFLINE_SAVE_KEY, SESSION_DRAFTS_KEY } from "./offline-save-key";
import { type QueueDeps, queuedSaveKey } from "./offline-save-queue";
import { sessionDraftKey } from "./session-drafts";

let saves: RecordStore | null = null;
let drafts: RecordStore | null = null;

/** Finished sessions waiting to be saved, in this browser's database (moved there from localStorage once). */
export function browserSaveStore(): RecordStore {
  saves ??= deviceRecordStore("saves", { storageKey: OFFLINE_SAVE_KEY, keyOf: queuedSaveKey });
  return saves;
}

/** Answers of sessions being studied, in this browser's database. */
export function browserDraftStore(): RecordStore {
  drafts ??= deviceRecordStore("drafts", { storageKey: SESSION_DRAFTS_KEY, keyOf: sessionDraftKey });
  return drafts;
}

/** The offline save queue wired to this browser: its database, the real API, navigator.onLine. */
export function browserSaveDeps(): QueueDeps {
  return {
    store: browserSaveStore(),
    send: saveStudySession,
    isOnline: () => navigator.onLine !== false,
  };
}

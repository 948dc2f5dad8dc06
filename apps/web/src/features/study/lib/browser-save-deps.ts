import { saveStudySession } from "../api/save-study-session";
import type { QueueDeps } from "./offline-save-queue";

/** The offline save queue wired to this browser: localStorage, the real API, navigator.onLine. */
export function browserSaveDeps(): QueueDeps {
  return {
    storage: window.localStorage,
    send: saveStudySession,
    isOnline: () => navigator.onLine !== false,
  };
}

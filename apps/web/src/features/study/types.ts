import type { SessionType } from "@app/domain/study/constants";
import type {
  SessionWordResponse,
  StudyDeckResponse,
  StudySessionStartResponse,
  StudyWordProgressResponse,
} from "@app/domain/study/responses";

/** The deck a session studies, with what the test screen needs (speech language, special characters). */
export type StudyDeck = StudyDeckResponse;

/** A studied word's progress as the session endpoint sends it (null: never studied). */
export type StudyWordProgress = StudyWordProgressResponse;

export type SessionWord = SessionWordResponse;

/** GET /api/me/study/:kind/:subDeckId */
export type StudySessionData = StudySessionStartResponse & {
  /** Built in the browser from what the deck kept for offline study (no network). */
  offline?: boolean;
};

/** Sessions this issue builds (Time Rush has its own game). */
export type StudySessionType = Exclude<SessionType, "TIME_RUSH">;

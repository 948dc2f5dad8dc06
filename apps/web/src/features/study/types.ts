import type { SessionType } from "@app/domain/study/constants";
import type { StudyDeckResponse, StudyWordProgressResponse } from "@app/domain/study/responses";

export type { SessionWord, StudySessionData } from "../../shared/types";

/** The deck a session studies, with what the test screen needs (speech language, special characters). */
export type StudyDeck = StudyDeckResponse;

/** A studied word's progress as the session endpoint sends it (null: never studied). */
export type StudyWordProgress = StudyWordProgressResponse;

/** Sessions this issue builds (Time Rush has its own game). */
export type StudySessionType = Exclude<SessionType, "TIME_RUSH">;

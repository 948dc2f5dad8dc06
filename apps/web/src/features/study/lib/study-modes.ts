import type { StudyMode } from "@app/domain/navigation";
import type { StudySessionType } from "../types";

/** The session type saved for each study route (Time Rush is a separate game). */
export const SESSION_TYPE_OF_MODE: Record<Exclude<StudyMode, "time-rush">, StudySessionType> = {
  "learn-new": "LEARN",
  review: "REVIEW",
  "need-review": "NEED_REVIEW",
  "hard-words": "HARD_WORDS",
  "audio-review": "AUDIO_REVIEW",
};

/** What an empty session says, and what to do next. */
export const EMPTY_SESSION_TEXT: Record<Exclude<StudyMode, "time-rush">, { title: string; body: string }> = {
  "learn-new": {
    title: "No new words",
    body: "You have learned every word in this deck.",
  },
  review: {
    title: "No words to review",
    body: "Learn some words in this deck first, then come back to review them.",
  },
  "need-review": {
    title: "Nothing is due",
    body: "No words are due for review right now.",
  },
  "hard-words": {
    title: "No hard words yet",
    body: "Study some words in this deck first: the ones you find hardest will show up here.",
  },
  "audio-review": {
    title: "No words to review",
    body: "Learn some words in this deck first, then come back to review them by ear.",
  },
};

/** What a session says when the deck's daily limit (Scheduling on the deck page) left nothing for today. */
/** Learn New once the exam plan's new words for today are learned. */
export const PLAN_DONE_TEXT = {
  title: "Today's planned words are learned",
  body: "Your exam plan's new words for today are in. Review what is due, or learn more beyond today's plan.",
} as const;

/** Learn New past the exam plan's words for today: only when the learner asks. */
export const BEYOND_PLAN_QUERY = "beyond=plan";

export const DAILY_LIMIT_TEXT = {
  title: "Today's limit reached",
  body: "This deck's daily limit is reached. Come back tomorrow, or change the limit under Scheduling on the deck page.",
} as const;

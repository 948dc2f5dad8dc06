import type { StudyMode } from "@app/domain/navigation";

/** Screen titles of the six study sessions: the labels of the deck page's buttons that open them. */
export const STUDY_MODE_TITLES: Record<StudyMode, string> = {
  "learn-new": "Learn New",
  review: "Review",
  "need-review": "Need Review",
  "hard-words": "Hard Words",
  "time-rush": "Time Rush",
  "audio-review": "Audio Review",
};

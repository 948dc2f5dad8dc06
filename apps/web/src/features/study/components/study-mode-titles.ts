import type { StudyMode } from "@app/domain/navigation";

/** Screen titles of the six study sessions. */
export const STUDY_MODE_TITLES: Record<StudyMode, string> = {
  "learn-new": "Learn New",
  review: "All Review",
  "need-review": "Need Review",
  "hard-words": "Hard Words",
  "time-rush": "Time Rush",
  "audio-review": "Audio Review",
};

import type { StudyMode } from "@app/domain/navigation";
import { meRequest } from "../../lib/me-request";
import type { StudySessionData } from "../types";

/** GET /api/me/study/:kind/:subDeckId: the words, their progress, distractors and the study settings. */
export function getStudySessionOnline(
  mode: StudyMode,
  subDeckId: string,
  beyondPlan = false,
): Promise<StudySessionData> {
  const query = beyondPlan ? "?beyond=plan" : "";
  return meRequest<StudySessionData>(`/me/study/${mode}/${encodeURIComponent(subDeckId)}${query}`);
}

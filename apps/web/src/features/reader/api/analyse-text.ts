import { meRequest } from "../../../lib/me-request";
import type { ReaderQuery, ReaderResponse } from "../types";

/** POST /api/me/reader/analyse: the text against the learner's memory (nothing is stored). */
export function analyseText(query: ReaderQuery): Promise<ReaderResponse> {
  return meRequest<ReaderResponse>("/me/reader/analyse", { method: "POST", body: query });
}

import type { LeechesResponse } from "@app/domain/study/leeches";
import { meRequest } from "../../../lib/me-request";

/** GET /api/me/leeches: the learner's leeches, of one deck when given. */
export function getLeeches(subDeckId?: string): Promise<LeechesResponse> {
  const query = subDeckId ? `?subDeckId=${encodeURIComponent(subDeckId)}` : "";
  return meRequest<LeechesResponse>(`/me/leeches${query}`);
}

import type { LeechAction, LeechActionResponse } from "@app/domain/study/leeches";
import { meRequest } from "../../../lib/me-request";

/** POST /api/me/leeches/:wordId: keep it, learn it again from new (with a note), or ignore it. */
export function actOnLeech(wordId: number, action: LeechAction, notes?: string | null): Promise<LeechActionResponse> {
  return meRequest<LeechActionResponse>(`/me/leeches/${wordId}`, {
    method: "POST",
    body: notes === undefined ? { action } : { action, notes },
  });
}

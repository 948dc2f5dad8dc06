import { meRequest } from "../../../lib/me-request";

/** PUT /api/me/progress/:wordId/notes: null (or blank) removes the note. */
export function saveWordNotes(wordId: number, notes: string | null): Promise<{ wordId: number; notes: string | null }> {
  return meRequest(`/me/progress/${wordId}/notes`, { method: "PUT", body: { notes } });
}

import { meRequest } from "../../../lib/me-request";

export interface SavedTextReading {
  at: string;
  today: number;
  on?: string;
  keep?: number;
}

export interface SavedTextSummary {
  id: string;
  title: string;
  languageId: string;
  characters: number;
  readings: SavedTextReading[];
  createdAt: string;
  updatedAt: string;
}

export interface SavedText extends Omit<SavedTextSummary, "characters"> {
  text: string;
}

/** POST /api/me/reader/texts: keeps a text to read again. */
export function saveText(input: { title: string; languageId: string; text: string }): Promise<{ id: string }> {
  return meRequest("/me/reader/texts", { method: "POST", body: input });
}

/** GET /api/me/reader/texts: the learner's texts, last read first (without their bodies). */
export async function listTexts(): Promise<SavedTextSummary[]> {
  return (await meRequest<{ items: SavedTextSummary[] }>("/me/reader/texts")).items;
}

/** GET /api/me/reader/texts/:id: one text with its readings. */
export function getText(id: string): Promise<SavedText> {
  return meRequest(`/me/reader/texts/${encodeURIComponent(id)}`);
}

/** DELETE /api/me/reader/texts/:id. */
export function deleteText(id: string): Promise<void> {
  return meRequest(`/me/reader/texts/${encodeURIComponent(id)}`, { method: "DELETE" });
}

import { apiRequest } from "../../../lib/api";

/** One pronunciation file the server has for a word (links are same-origin). */
export interface AudioEntry {
  id: string;
  language: string;
  word: string;
  link: string;
}

/** GET /api/audios?language=&value=: the server's recordings or generated speech for a word ([] when none). */
export function getAudios(language: string, word: string, signal?: AbortSignal): Promise<AudioEntry[]> {
  const query = new URLSearchParams({ language, value: word });
  return apiRequest<AudioEntry[]>(`/audios?${query}`, { signal });
}

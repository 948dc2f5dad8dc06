import { apiRequest } from "../../../lib/api";
import type { PageOf, SubDeckKind, SubDeckSummary } from "../types";

/** GET /api/languages/:id/sub-decks: one page (4 by default) of a language's decks of one kind. */
export function getLanguageSubDecks(
  languageId: string,
  params: { kind: SubDeckKind; page: number; pageSize?: number },
): Promise<PageOf<SubDeckSummary>> {
  const query = new URLSearchParams({ kind: params.kind, page: String(params.page) });
  if (params.pageSize) query.set("pageSize", String(params.pageSize));
  return apiRequest<PageOf<SubDeckSummary>>(`/languages/${encodeURIComponent(languageId)}/sub-decks?${query}`);
}

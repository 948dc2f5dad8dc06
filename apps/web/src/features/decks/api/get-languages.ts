import { apiRequest } from "../../../lib/api";
import type { LanguagesPage } from "../types";

/** GET /api/languages: a page of languages matching `q` (id, name, description, flag code). */
export function getLanguages(params: { q?: string; page?: number; pageSize?: number } = {}): Promise<LanguagesPage> {
  const query = new URLSearchParams();
  if (params.q?.trim()) query.set("q", params.q.trim());
  if (params.page) query.set("page", String(params.page));
  if (params.pageSize) query.set("pageSize", String(params.pageSize));
  const text = query.toString();
  const suffix = text ? `?${text}` : "";
  return apiRequest<LanguagesPage>(`/languages${suffix}`);
}

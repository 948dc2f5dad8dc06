import { meRequest } from "../../../lib/me-request";
import type { ImportStatus } from "../types";

/** GET /api/me/imports/:id: how far an import is, and its result or error. */
export function getImportStatus(importId: string): Promise<ImportStatus> {
  return meRequest<ImportStatus>(`/me/imports/${encodeURIComponent(importId)}`);
}

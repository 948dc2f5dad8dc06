import { postMultipart } from "../lib/multipart";
import type { ImportMapping } from "../types";

/** POST /api/me/imports: imports an uploaded preview with the chosen mapping → 202 `{ id }`. */
export function startImport(previewId: string, mapping: ImportMapping): Promise<{ id: string }> {
  const form = new FormData();
  form.append("previewId", previewId);
  form.append("mapping", JSON.stringify(mapping));
  return postMultipart<{ id: string }>("/me/imports", form);
}

import { meHeaders } from "../../../lib/me-request";
import { apiErrorFromText } from "../lib/multipart";
import type { ImportPreview } from "../types";

export interface UploadOptions {
  /** Share of the file sent so far, 0–1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/me/imports/preview (multipart `file`). XMLHttpRequest rather than fetch: only it reports
 * upload progress, which a 100 MB package needs. Rejects with ApiError on an error answer and with a
 * TypeError when the network fails, like apiRequest.
 */
export function uploadImportPreview(file: File, { onProgress, signal }: UploadOptions = {}): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/me/imports/preview");
    for (const [name, value] of Object.entries(meHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportPreview);
        } catch {
          reject(new TypeError("The server's answer could not be read"));
        }
        return;
      }
      reject(apiErrorFromText(xhr.status, xhr.statusText, xhr.responseText));
    };
    xhr.onerror = () => reject(new TypeError("Failed to fetch"));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

import { ApiError } from "../../../lib/api";
import { meHeaders } from "../../../lib/me-request";

interface ErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
}

/** The house error contract read from a raw answer, for calls that can't go through apiRequest (multipart). */
export function apiErrorFromText(status: number, statusText: string, text: string): ApiError {
  let body: ErrorBody | undefined;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : undefined;
  } catch {
    body = undefined;
  }
  const error = body?.error;
  return new ApiError(error?.message || statusText || "Request failed", status, error?.code, error?.fields);
}

/**
 * POSTs a form (files, JSON fields) to /api: apiRequest only speaks JSON. The browser sets the
 * multipart boundary itself, so no Content-Type is given here.
 */
export async function postMultipart<T>(path: string, form: FormData): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method: "POST",
    credentials: "same-origin",
    headers: meHeaders(),
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw apiErrorFromText(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}

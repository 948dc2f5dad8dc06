/** An HTTP error from our API, carrying the server's user-facing message when it sent one. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Field name → message to show beside that input. */
    readonly fields?: Readonly<Record<string, string>>,
    /** For 429s: how long until trying again makes sense. */
    readonly retryAfterSeconds?: number,
    /** For CAPTCHA_REQUIRED: the level of challenge to solve before trying again. */
    readonly captchaLevel?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

interface ErrorBody {
  error?: {
    code?: string;
    message?: string;
    fields?: Record<string, string>;
    retryAfterSeconds?: number;
    captchaLevel?: number;
  };
}

export interface ApiRequestInit {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. State-changing requests always send a JSON body (`{}` when none is given). */
  body?: unknown;
  /** Extra headers, e.g. the solved captcha or the device key. */
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

/**
 * JSON request to /api with the session cookie; throws ApiError on a non-2xx answer.
 * A network failure rejects with the browser's TypeError, so callers can tell it apart.
 */
export async function apiRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const sendsBody = method !== "GET";
  const response = await fetch(`/api${path}`, {
    method,
    credentials: "same-origin",
    headers: {
      ...(sendsBody ? { "Content-Type": "application/json" } : {}),
      ...init.headers,
    },
    body: sendsBody ? JSON.stringify(init.body ?? {}) : undefined,
    signal: init.signal,
  });
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    throw new ApiError(
      error?.message ?? response.statusText ?? "Request failed",
      response.status,
      error?.code,
      error?.fields,
      typeof error?.retryAfterSeconds === "number" ? error.retryAfterSeconds : undefined,
      typeof error?.captchaLevel === "number" ? error.captchaLevel : undefined,
    );
  }
  return data as T;
}

/** The server's text when it sent one for this failure; otherwise `fallback` (network errors, 5xx, odd answers). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.code && error.status < 500 && error.message) return error.message;
  return fallback;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

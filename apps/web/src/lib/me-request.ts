import { type ApiRequestInit, apiRequest } from "./api";
import { browserTimeZone } from "./time-zone";

/** Headers every /api/me/* call carries, so the server counts days in the user's own time zone. */
export function meHeaders(): Record<string, string> {
  const timeZone = browserTimeZone();
  return timeZone ? { "x-time-zone": timeZone } : {};
}

/** apiRequest for the user's own data (/api/me/*): adds the time-zone header. */
export function meRequest<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  return apiRequest<T>(path, { ...init, headers: { ...meHeaders(), ...init.headers } });
}

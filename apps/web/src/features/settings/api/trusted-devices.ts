import { apiRequest } from "../../../lib/api";

/** A browser the learner signed in from with their password (Settings → Security). */
export interface TrustedDevice {
  id: string;
  browser: string;
  firstUsedAt: string;
  lastUsedAt: string;
  /** The browser this page runs in. */
  current: boolean;
}

/** GET /api/me/devices: most recently used first. */
export async function listTrustedDevices(): Promise<TrustedDevice[]> {
  return (await apiRequest<{ devices: TrustedDevice[] }>("/me/devices")).devices;
}

/** DELETE /api/me/devices/:id: its cookie then counts as an unknown device at the next sign-in. */
export function removeTrustedDevice(id: string): Promise<unknown> {
  return apiRequest(`/me/devices/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** DELETE /api/me/devices: forgets every trusted device, this one included. */
export function removeAllTrustedDevices(): Promise<unknown> {
  return apiRequest("/me/devices", { method: "DELETE" });
}

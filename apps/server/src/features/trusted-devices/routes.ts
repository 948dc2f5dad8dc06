import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Auth } from "../../auth/auth";
import { featureRoutes } from "../../auth/route-options";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import { clearDeviceCookie, readDeviceCookie } from "./device-cookie";
import type { TrustedDevices } from "./repository";

const DEVICE_NOT_FOUND = "This device is not in your list (it may have been removed already).";
const deviceParams = z.object({ id: z.uuid({ error: DEVICE_NOT_FOUND }) });

/**
 * Settings → Security: the browsers the learner signed in from with their password. Removing one makes
 * its cookie an ordinary untrusted client at the next sign-in (its session, if any, is not ended).
 */
export function registerTrustedDeviceRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; devices: TrustedDevices; secureCookie: boolean },
): void {
  const { devices } = deps;
  const route = featureRoutes(deps.auth, "accounts");

  app.get(
    "/api/me/devices",
    route({ summary: "The trusted devices (most recently used first)", access: "registered" }),
    async (request) => {
      const userId = request.user!.id;
      const [list, current] = await Promise.all([
        devices.list(userId),
        devices.currentOf(readDeviceCookie(request), userId),
      ]);
      return { devices: list.map((device) => ({ ...device, current: device.id === current })) };
    },
  );

  app.delete(
    "/api/me/devices/:id",
    route({ summary: "Remove one trusted device", access: "registered", params: deviceParams }),
    async (request, reply) => {
      const { id } = parseOrThrow(deviceParams, request.params);
      const userId = request.user!.id;
      const current = await devices.currentOf(readDeviceCookie(request), userId);
      if (!(await devices.remove(userId, id))) throw new AppError("NOT_FOUND", DEVICE_NOT_FOUND);
      if (current === id) clearDeviceCookie(reply, deps.secureCookie);
      return { ok: true };
    },
  );

  app.delete(
    "/api/me/devices",
    route({ summary: "Remove every trusted device", access: "registered" }),
    async (request, reply) => {
      const removed = await devices.removeAll(request.user!.id);
      if (readDeviceCookie(request)) clearDeviceCookie(reply, deps.secureCookie);
      return { ok: true, removed };
    },
  );
}

import crypto from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The device cookie: `<device id>.<secret>`, signed by @fastify/cookie with the server's secret and
 * HttpOnly, so scripts cannot read it and a forged or altered value is refused before any lookup.
 * It lives a year and is about the browser, not the session: signing out keeps it.
 */
export const DEVICE_COOKIE = "lexistep.device";
const ONE_YEAR_S = 365 * 24 * 60 * 60;
export const DEVICE_COOKIE_LIFETIME_MS = ONE_YEAR_S * 1000;

export interface DeviceCredential {
  id: string;
  secret: string;
}

/** A new random secret (256 bits) for a device. */
export function newDeviceSecret(): string {
  return crypto.randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the secret. */
export function hashDeviceSecret(secret: string): string {
  return crypto.createHash("sha256").update(secret).digest("hex");
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The device this request's cookie names, when its signature holds; nothing is looked up here. */
export function readDeviceCookie(request: FastifyRequest): DeviceCredential | null {
  const raw = request.cookies?.[DEVICE_COOKIE];
  if (!raw || raw.length > 300) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [id, secret] = unsigned.value.split(".");
  if (!id || !secret || !UUID.test(id) || !/^[A-Za-z0-9_-]{43}$/.test(secret)) return null;
  return { id, secret };
}

export function setDeviceCookie(reply: FastifyReply, device: DeviceCredential, secure: boolean): void {
  reply.setCookie(DEVICE_COOKIE, `${device.id}.${device.secret}`, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: ONE_YEAR_S,
  });
}

export function clearDeviceCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(DEVICE_COOKIE, { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

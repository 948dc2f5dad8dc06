import { DEVICE_KEY_HEADER } from "@app/domain/auth/limits";
import { apiRequest } from "./api";

/**
 * A random key this browser keeps for sign-up throttling and sign-in protection (sent as
 * `x-device-key`). Generated once and kept in localStorage `deviceKey`; 32 hex characters.
 * crypto.getRandomValues also works on plain-HTTP LAN installs, where crypto.randomUUID does not.
 */
const STORAGE_KEY = "deviceKey";
const VALID = /^[A-Za-z0-9_-]{8,128}$/;

let memoryKey: string | null = null;

export function deviceKey(): string {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (stored && VALID.test(stored)) return stored;
  } catch {
    // storage blocked: fall back to a key for this page's lifetime
  }
  const key = memoryKey ?? randomKey();
  memoryKey = key;
  try {
    localStorage.setItem(STORAGE_KEY, key);
  } catch {
    // not persisted; the server then simply sees a new device after a reload
  }
  return key;
}

function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * POSTs a form the server limits per device (sign-up, sign-in, guest conversion, contact): the solved captcha's
 * headers and this browser's device key go with it.
 */
export function postFromThisDevice<T>(path: string, body: unknown, captchaHeaders: Record<string, string>): Promise<T> {
  return apiRequest(path, {
    method: "POST",
    body,
    headers: { ...captchaHeaders, [DEVICE_KEY_HEADER]: deviceKey() },
  });
}

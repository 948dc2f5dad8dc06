import { DEVICE_KEY_HEADER } from "@app/domain/auth/limits";
import { apiRequest } from "../../../lib/api";
import { deviceKey } from "../../../lib/device-key";

export interface ContactMessage {
  email: string;
  message: string;
}

/**
 * Stores a contact-form message on our server (no outside form service). Sent with the solved captcha
 * and the device key: the server limits messages per device and per address.
 */
export function sendContactMessage(body: ContactMessage, captchaHeaders: Record<string, string>): Promise<unknown> {
  return apiRequest("/contact", {
    method: "POST",
    body,
    headers: { ...captchaHeaders, [DEVICE_KEY_HEADER]: deviceKey() },
  });
}

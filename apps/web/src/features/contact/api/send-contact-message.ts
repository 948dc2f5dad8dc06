import { postFromThisDevice } from "../../../lib/device-key";

export interface ContactMessage {
  email: string;
  message: string;
}

/**
 * Stores a contact-form message on our server (no outside form service). Sent with the solved captcha
 * and the device key: the server limits messages per device and per address.
 */
export function sendContactMessage(body: ContactMessage, captchaHeaders: Record<string, string>): Promise<unknown> {
  return postFromThisDevice("/contact", body, captchaHeaders);
}

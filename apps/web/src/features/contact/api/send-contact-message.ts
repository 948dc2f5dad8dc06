import { apiRequest } from "../../../lib/api";

export interface ContactMessage {
  email: string;
  message: string;
}

/** Stores a contact-form message on our server (no outside form service). */
export function sendContactMessage(body: ContactMessage): Promise<unknown> {
  return apiRequest("/contact", { method: "POST", body });
}

import { contactSchema } from "@app/domain/auth/validation";
import type { ContactMessage } from "../api/send-contact-message";

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

/**
 * Checks the form with the server's own schema (both fields required, a real-looking e-mail),
 * so the browser shows exactly the texts the server would answer with.
 */
export function validateContactForm(values: ContactMessage): ContactErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === "email" || field === "message") && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

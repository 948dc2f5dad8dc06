import { messages } from "@app/domain/messages";
import { useMutation } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { CaptchaError, useCaptcha } from "../../captcha";
import { type ContactMessage, sendContactMessage } from "../api/send-contact-message";

const SERVER_WORDED_STATUSES = new Set([400, 403, 422, 429]);

/** Sends the contact form behind the invisible captcha; toasts the outcome. `onSent` runs only on success. */
export function useSendContactMessage(onSent: () => void) {
  const captcha = useCaptcha();
  const mutation = useMutation({
    mutationFn: async (values: ContactMessage) =>
      sendContactMessage(
        { email: values.email.trim().toLowerCase(), message: values.message.trim() },
        await captcha.take(),
      ),
    onSuccess: () => {
      notify.success(messages.contact.sent);
      onSent();
    },
    onError: (error) => {
      // The server's text says how to fix bad input or a rate limit; anything else gets the generic one.
      const message =
        error instanceof CaptchaError
          ? error.message
          : error instanceof ApiError && SERVER_WORDED_STATUSES.has(error.status)
            ? error.message
            : messages.contact.failed;
      notify.error(message);
    },
  });
  return Object.assign(mutation, { prepareCaptcha: captcha.prepare });
}

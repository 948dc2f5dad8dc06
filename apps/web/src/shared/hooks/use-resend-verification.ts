import { messages } from "@app/domain/messages";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { notify } from "../../lib/toast";
import { sendVerificationEmail } from "../api/send-verification-email";

/** Sends the verification link again to an address, once at a time, and says how it went. */
export function useResendVerification() {
  const [sending, setSending] = useState(false);
  const resend = async (email: string) => {
    if (sending) return;
    setSending(true);
    try {
      await sendVerificationEmail(email);
      notify.success(messages.auth.verificationSent);
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.serverError));
    } finally {
      setSending(false);
    }
  };
  return { sending, resend };
}

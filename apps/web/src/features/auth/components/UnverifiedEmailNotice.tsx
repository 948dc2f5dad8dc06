import { messages } from "@app/domain/messages";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { sendVerificationEmail } from "../api/send-verification-email";

// Invented: the spec offers no way to get a lost verification e-mail again.
const RESEND_VERIFICATION = "Resend verification email";

/** The address is not verified yet: said inline, with the way to get a new link. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const [resending, setResending] = useState(false);
  const resend = async () => {
    if (resending) return;
    setResending(true);
    try {
      await sendVerificationEmail(email);
      notify.success(messages.auth.verificationSent);
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.serverError));
    } finally {
      setResending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <FormNotice tone="error">{messages.auth.emailNotVerified}</FormNotice>
      <Button variant="secondary" loading={resending} onClick={resend}>
        {RESEND_VERIFICATION}
      </Button>
    </div>
  );
}

import { messages } from "@app/domain/messages";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { useResendVerification } from "../../../shared/hooks/use-resend-verification";

// Invented: the spec offers no way to get a lost verification e-mail again.
const RESEND_VERIFICATION = "Resend verification email";

/** The address is not verified yet: said inline, with the way to get a new link. */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  const { sending, resend } = useResendVerification();
  return (
    <div className="flex flex-col gap-2">
      <FormNotice tone="error">{messages.auth.emailNotVerified}</FormNotice>
      <Button variant="secondary" loading={sending} onClick={() => void resend(email)}>
        {RESEND_VERIFICATION}
      </Button>
    </div>
  );
}

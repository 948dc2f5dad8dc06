import { forgotPasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmailField } from "../../../components/ui/EmailField";
import { FormNotice } from "../../../components/ui/FormNotice";
import { notify } from "../../../lib/toast";
import { useAccountForm } from "../../../lib/use-account-form";
import { requestPasswordReset } from "../api/request-password-reset";

const FIELDS = ["email"] as const;

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBackToLogin: () => void;
}

/** Forgot-password mode of the login view: sends a reset link to the address. */
export function ForgotPasswordForm({ email, onEmailChange, onBackToLogin }: ForgotPasswordFormProps) {
  const { formRef, errors, clearError, check, showFailure } = useAccountForm(FIELDS, {});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = check(forgotPasswordSchema, { email });
    if (!parsed) return;
    setSent(null);
    setPending(true);
    try {
      const result = await requestPasswordReset(parsed.email);
      const message = result?.message || messages.auth.resetLinkSent;
      setSent(message);
      notify.success(message);
    } catch (error) {
      showFailure(error, messages.generic.serverError);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        Enter your account's e-mail address and we will send you a link to set a new password.
      </p>
      <EmailField
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          clearError("email");
        }}
        error={errors.email}
      />
      <FormNotice tone="success">{sent}</FormNotice>
      <Button type="submit" size="lg" loading={pending}>
        Send Reset Link
      </Button>
      <button
        type="button"
        onClick={onBackToLogin}
        className="inline-flex min-h-11 items-center justify-center rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Back to Login
      </button>
    </form>
  );
}

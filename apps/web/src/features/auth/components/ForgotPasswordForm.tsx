import { forgotPasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { TextField } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import {
  type FieldErrors,
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
} from "../../../lib/forms";
import { notify } from "../../../lib/toast";
import { requestPasswordReset } from "../api/request-password-reset";

const FIELDS = ["email"] as const;
type Field = (typeof FIELDS)[number];

interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBackToLogin: () => void;
}

/** Forgot-password mode of the login view: sends a reset link to the address. */
export function ForgotPasswordForm({ email, onEmailChange, onBackToLogin }: ForgotPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, FIELDS, found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setSent(null);
    setPending(true);
    try {
      const result = await requestPasswordReset(parsed.data.email);
      const message = result?.message || messages.auth.resetLinkSent;
      setSent(message);
      notify.success(message);
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else notify.error(errorMessage(error, messages.generic.serverError));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">
        Enter your account's e-mail address and we will send you a link to set a new password.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          if (errors.email) setErrors({});
        }}
        error={errors.email}
      />
      {sent ? <FormNotice tone="success">{sent}</FormNotice> : null}
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

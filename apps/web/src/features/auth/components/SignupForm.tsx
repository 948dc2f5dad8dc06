import { signupSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmailField } from "../../../components/ui/EmailField";
import { PasswordField } from "../../../components/ui/PasswordField";
import { TextField } from "../../../components/ui/TextField";
import { notify } from "../../../lib/toast";
import { useAccountForm } from "../../../lib/use-account-form";
import { CaptchaError, useCaptcha } from "../../captcha";
import type { SignupRequest } from "../api/sign-up-email";
import { useUsernameAvailability } from "../hooks/useUsernameAvailability";

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;
const EMPTY: SignupRequest = { username: "", email: "", password: "", confirmPassword: "" };

/** Invented: the spec has no text for a free username. */
export const USERNAME_AVAILABLE_TEXT = "Username is available";

interface SignupFormProps<R> {
  submitLabel: string;
  /** Sends the checked, normalised values with the captcha headers. */
  submit: (values: SignupRequest, captchaHeaders: Record<string, string>) => Promise<R>;
  /** Runs after a successful submit; the form stays busy until it settles. */
  onSuccess: (result: R, values: SignupRequest) => void | Promise<void>;
}

/**
 * Username (its availability checked as it is typed), e-mail, password and confirmation, checked
 * with the server's own schema (same texts) before anything is sent. Used for a new sign-up and
 * for a guest's Register Now. What was typed survives every error.
 */
export function SignupForm<R>({ submitLabel, submit, onSuccess }: SignupFormProps<R>) {
  const captcha = useCaptcha();
  const { formRef, values, errors, check, showFailure, field } = useAccountForm(FIELDS, EMPTY);
  const [pending, setPending] = useState(false);
  const availability = useUsernameAvailability(values.username);
  const takenMessage =
    availability.status === "taken" ? availability.message || messages.auth.usernameTaken : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // A taken username stops the submit too, unless the schema already has a message for it.
    const parsed = check(signupSchema, values, { username: takenMessage });
    if (!parsed) return;
    setPending(true);
    try {
      const captchaHeaders = await captcha.take();
      const result = await submit(parsed, captchaHeaders);
      await onSuccess(result, parsed);
    } catch (error) {
      if (error instanceof CaptchaError) {
        notify.error(error.message);
        return;
      }
      showFailure(error, messages.auth.signupFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={captcha.prepare} className="flex flex-col gap-4">
      <TextField
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        {...field("username")}
        error={errors.username ?? takenMessage}
        hint={availability.status === "available" ? USERNAME_AVAILABLE_TEXT : undefined}
      />
      <EmailField {...field("email")} />
      <PasswordField label="Password" autoComplete="new-password" {...field("password")} />
      <PasswordField label="Confirm Password" autoComplete="new-password" {...field("confirmPassword")} />
      <Button type="submit" size="lg" loading={pending || captcha.solving}>
        {submitLabel}
      </Button>
    </form>
  );
}

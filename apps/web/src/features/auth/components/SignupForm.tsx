import { signupSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { PasswordField } from "../../../components/ui/PasswordField";
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
import { useCaptcha } from "../../captcha/hooks/useCaptcha";
import { CaptchaError } from "../../captcha/lib/captcha-headers";
import type { SignupRequest } from "../api/sign-up-email";
import { useUsernameAvailability } from "../hooks/useUsernameAvailability";

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];
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
  const formRef = useRef<HTMLFormElement>(null);
  const captcha = useCaptcha();
  const [values, setValues] = useState<SignupRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const availability = useUsernameAvailability(values.username);
  const takenMessage =
    availability.status === "taken" ? availability.message || messages.auth.usernameTaken : undefined;

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, FIELDS, found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = signupSchema.safeParse(values);
    const found = parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, FIELDS);
    if (!found.username && takenMessage) found.username = takenMessage;
    if (!parsed.success || hasErrors(found)) {
      showErrors(found);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const captchaHeaders = await captcha.take();
      const result = await submit(parsed.data, captchaHeaders);
      await onSuccess(result, parsed.data);
    } catch (error) {
      if (error instanceof CaptchaError) {
        notify.error(error.message);
        return;
      }
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else notify.error(errorMessage(error, messages.auth.signupFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={captcha.prepare} className="flex flex-col gap-4">
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.username}
        onChange={(event) => update("username")(event.target.value)}
        error={errors.username ?? takenMessage}
        hint={availability.status === "available" ? USERNAME_AVAILABLE_TEXT : undefined}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        value={values.email}
        onChange={(event) => update("email")(event.target.value)}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => update("password")(event.target.value)}
        error={errors.password}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => update("confirmPassword")(event.target.value)}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" loading={pending || captcha.solving}>
        {submitLabel}
      </Button>
    </form>
  );
}

import { minutesLeft } from "@app/domain/auth/limits";
import { loginSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { TextField } from "../../../components/ui/TextField";
import { ApiError, errorMessage } from "../../../lib/api";
import {
  type FieldErrors,
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
} from "../../../lib/forms";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { useCaptcha } from "../../captcha/hooks/useCaptcha";
import { CaptchaError } from "../../captcha/lib/captcha-headers";
import { sendVerificationEmail } from "../api/send-verification-email";
import { signInWithEmail } from "../api/sign-in-email";
import { useLoginLockout } from "../hooks/useLoginLockout";
import { clearLockout, recordLockout } from "../lib/login-lockout";

const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];
/** The spec's lockout length, if the server's answer ever lacks retryAfterSeconds. */
const DEFAULT_LOCKOUT_MS = 15 * 60_000;
// Invented: the spec offers no way to get a lost verification e-mail again.
const RESEND_VERIFICATION = "Resend verification email";
const VERIFICATION_SENT = "Verification email sent! Check your inbox.";

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Shown above the fields, e.g. the sign-up success text. */
  notice?: string;
  onForgotPassword: () => void;
}

/**
 * E-mail and password, then the captcha, then sign-in. Five failures lock the account for
 * 15 minutes: the button then reads 'Account Locked' and stays disabled until the lock ends.
 * On success the route gate takes the user to /home as soon as the session arrives.
 */
export function LoginForm({ email, onEmailChange, notice, onForgotPassword }: LoginFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { refetch } = useCurrentSession();
  const captcha = useCaptcha();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [lockVersion, setLockVersion] = useState(0);
  /** The address the server said is not verified yet (offers to send the link again). */
  const [unverified, setUnverified] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const lockout = useLoginLockout(email, lockVersion);
  const locked = lockout.until !== null;

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, FIELDS, found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || locked) return;
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setUnverified(null);
    setPending(true);
    try {
      const captchaHeaders = await captcha.take();
      await signInWithEmail(parsed.data, captchaHeaders);
      clearLockout(parsed.data.email, Date.now());
      // The route gate moves on to /home once the session store has the user.
      await refetch();
      setPending(false);
    } catch (error) {
      setPending(false);
      if (error instanceof CaptchaError) {
        notify.error(error.message);
        return;
      }
      if (error instanceof ApiError && error.code === "ACCOUNT_LOCKED") {
        const now = Date.now();
        const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : DEFAULT_LOCKOUT_MS;
        recordLockout(parsed.data.email, now + wait, now);
        setLockVersion((v) => v + 1);
      }
      if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
        // Shown inline, with the way to get a new link, instead of a toast.
        setUnverified(parsed.data.email);
        return;
      }
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else notify.error(errorMessage(error, messages.auth.loginFailed));
    }
  };

  const resendVerification = async () => {
    if (!unverified || resending) return;
    setResending(true);
    try {
      await sendVerificationEmail(unverified);
      notify.success(VERIFICATION_SENT);
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.serverError));
    } finally {
      setResending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={captcha.prepare} className="flex flex-col gap-4">
      {notice ? <FormNotice tone="success">{notice}</FormNotice> : null}
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
          setUnverified(null);
          if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
        }}
        error={errors.email}
      />
      <div className="flex flex-col gap-1">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
          }}
          error={errors.password}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-11 items-center self-end rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" size="lg" loading={pending || captcha.solving} disabled={locked}>
        {locked ? messages.auth.accountLocked : "Login"}
      </Button>
      {unverified ? (
        <div className="flex flex-col gap-2">
          <FormNotice tone="error">{messages.auth.emailNotVerified}</FormNotice>
          <Button variant="secondary" loading={resending} onClick={resendVerification}>
            {RESEND_VERIFICATION}
          </Button>
        </div>
      ) : null}
      {lockout.until !== null ? (
        <FormNotice tone="error">
          {messages.auth.lockedOut(minutesLeft(new Date(lockout.until), new Date(lockout.now)))}
        </FormNotice>
      ) : null}
    </form>
  );
}

import { minutesLeft } from "@app/domain/auth/limits";
import { loginSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmailField } from "../../../components/ui/EmailField";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { ApiError } from "../../../lib/api";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { useAccountForm } from "../../../lib/use-account-form";
import { CaptchaError, useCaptcha } from "../../captcha";
import { useLoginLockout } from "../hooks/useLoginLockout";
import { clearLockout, recordLockout } from "../lib/login-lockout";
import { signInWithCaptcha } from "../lib/sign-in-with-captcha";
import { UnverifiedEmailNotice } from "./UnverifiedEmailNotice";

const FIELDS = ["email", "password"] as const;
/** The spec's lockout length, if the server's answer ever lacks retryAfterSeconds. */
const DEFAULT_LOCKOUT_MS = 15 * 60_000;

interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Shown above the fields, e.g. the sign-up success text. */
  notice?: string;
  onForgotPassword: () => void;
}

/**
 * E-mail and password, then the captcha, then sign-in. Five failures lock the account for
 * 15 minutes: the button then reads 'Account Locked' and stays disabled until the lock ends. When the
 * server asks for a harder captcha (many failed sign-ins from other devices), it is solved and the
 * same sign-in sent again.
 * On success the route gate takes the user to /home as soon as the session arrives.
 */
export function LoginForm({ email, onEmailChange, notice, onForgotPassword }: LoginFormProps) {
  const { refetch } = useCurrentSession();
  const captcha = useCaptcha();
  const { formRef, values, errors, clearError, check, showFailure, field } = useAccountForm(FIELDS, { password: "" });
  const [pending, setPending] = useState(false);
  const [lockVersion, setLockVersion] = useState(0);
  /** The address the server said is not verified yet (offers to send the link again). */
  const [unverified, setUnverified] = useState<string | null>(null);
  /** Shown while a harder captcha is being solved (many failed sign-ins from new devices). */
  const [extraCheck, setExtraCheck] = useState<string | null>(null);
  const lockout = useLoginLockout(email, lockVersion);
  const locked = lockout.until !== null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || locked) return;
    const parsed = check(loginSchema, { email, password: values.password });
    if (!parsed) return;
    setUnverified(null);
    setPending(true);
    try {
      await signInWithCaptcha(parsed, captcha, setExtraCheck);
      setExtraCheck(null);
      clearLockout(parsed.email, Date.now());
      // The route gate moves on to /home once the session store has the user.
      await refetch();
      setPending(false);
    } catch (error) {
      setPending(false);
      setExtraCheck(null);
      if (error instanceof CaptchaError) {
        notify.error(error.message);
        return;
      }
      if (error instanceof ApiError && error.code === "ACCOUNT_LOCKED") {
        const now = Date.now();
        const wait = error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1000 : DEFAULT_LOCKOUT_MS;
        recordLockout(parsed.email, now + wait, now);
        setLockVersion((v) => v + 1);
      }
      if (error instanceof ApiError && error.code === "EMAIL_NOT_VERIFIED") {
        // Shown inline, with the way to get a new link, instead of a toast.
        setUnverified(parsed.email);
        return;
      }
      showFailure(error, messages.auth.loginFailed);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} onFocus={captcha.prepare} className="flex flex-col gap-4">
      <FormNotice tone="success">{notice}</FormNotice>
      <EmailField
        value={email}
        onChange={(event) => {
          onEmailChange(event.target.value);
          setUnverified(null);
          clearError("email");
        }}
        error={errors.email}
      />
      <div className="flex flex-col gap-1">
        <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
        <button
          type="button"
          onClick={onForgotPassword}
          className="inline-flex min-h-11 items-center self-end rounded-lg text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      {extraCheck && pending ? (
        <p className="text-sm text-fg-muted" role="status">
          {extraCheck}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={pending || captcha.solving} disabled={locked}>
        {locked ? messages.auth.accountLocked : "Login"}
      </Button>
      {unverified ? <UnverifiedEmailNotice email={unverified} /> : null}
      {lockout.until !== null ? (
        <FormNotice tone="error">
          {messages.auth.lockedOut(minutesLeft(new Date(lockout.until), new Date(lockout.now)))}
        </FormNotice>
      ) : null}
    </form>
  );
}

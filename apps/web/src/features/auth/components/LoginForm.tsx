import { minutesLeft } from "@app/domain/auth/limits";
import { loginSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmailField } from "../../../components/ui/EmailField";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { ApiError, errorMessage } from "../../../lib/api";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { CaptchaError, useCaptcha } from "../../captcha";
import { sendVerificationEmail } from "../api/send-verification-email";
import { signInWithEmail } from "../api/sign-in-email";
import { useAccountForm } from "../hooks/useAccountForm";
import { useLoginLockout } from "../hooks/useLoginLockout";
import { clearLockout, recordLockout } from "../lib/login-lockout";

const FIELDS = ["email", "password"] as const;
/** Harder challenges solved for one submit at most (the level may rise while one is being solved). */
const MAX_EXTRA_CHECKS = 3;
/** The spec's lockout length, if the server's answer ever lacks retryAfterSeconds. */
const DEFAULT_LOCKOUT_MS = 15 * 60_000;
// Invented: the spec offers no way to get a lost verification e-mail again.
const RESEND_VERIFICATION = "Resend verification email";

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
  const [resending, setResending] = useState(false);
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
      let captchaHeaders = await captcha.take();
      for (let extraChecks = 0; ; extraChecks++) {
        try {
          await signInWithEmail(parsed, captchaHeaders);
          break;
        } catch (error) {
          const level = error instanceof ApiError && error.code === "CAPTCHA_REQUIRED" ? error.captchaLevel : undefined;
          if (!level || extraChecks >= MAX_EXTRA_CHECKS) throw error;
          // The same e-mail and password are sent again, with the harder challenge solved.
          setExtraCheck(error instanceof Error ? error.message : null);
          captchaHeaders = await captcha.takeHarder(level);
        }
      }
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

  const resendVerification = async () => {
    if (!unverified || resending) return;
    setResending(true);
    try {
      await sendVerificationEmail(unverified);
      notify.success(messages.auth.verificationSent);
    } catch (error) {
      notify.error(errorMessage(error, messages.generic.serverError));
    } finally {
      setResending(false);
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

import { resetPasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { landingViewPath, PATHS } from "@app/domain/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { BackToStart, StandalonePage } from "../../../components/ui/StandalonePage";
import { ApiError } from "../../../lib/api";
import { authClient } from "../../../lib/auth-client";
import { notify } from "../../../lib/toast";
import { useAccountForm } from "../../../lib/use-account-form";
import { resetPassword } from "../api/reset-password";

const FIELDS = ["password", "confirmPassword"] as const;
/** Spec: after the new password is set, wait 2 s, sign out, clear storage, go to /. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/**
 * Target of the reset e-mail link: the server sends the browser here with `?token=…`, or with
 * `?error=INVALID_TOKEN` for a bad or expired link.
 */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const linkBroken = !token || params.has("error");

  return (
    <StandalonePage>
      <div className="rounded-card border border-border bg-surface p-5 sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold">Reset Password</h1>
        {linkBroken ? <InvalidLink /> : <ResetPasswordForm token={token} />}
        <BackToStart className="mt-6 text-center text-sm" />
      </div>
    </StandalonePage>
  );
}

function InvalidLink() {
  return (
    <div className="flex flex-col gap-4">
      <FormNotice tone="error">{messages.auth.invalidResetLink}</FormNotice>
      <Link
        to={landingViewPath("login")}
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary px-4 text-sm font-medium text-primary-fg hover:bg-primary-hover"
      >
        Go to Login
      </Link>
    </div>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { formRef, values, check, showFailure, field } = useAccountForm(FIELDS, { password: "", confirmPassword: "" });
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [invalidLink, setInvalidLink] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(async () => {
      try {
        await authClient.signOut();
      } catch {
        // The reset already ended every session on the server; this only tidies the browser.
      }
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // storage blocked: nothing to clear
      }
      queryClient.clear();
      navigate(PATHS.landing, { replace: true });
    }, RESET_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, queryClient]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || done) return;
    const parsed = check(resetPasswordSchema, values);
    if (!parsed) return;
    setPending(true);
    try {
      const result = await resetPassword({ token, ...parsed });
      const message = result?.message || messages.auth.passwordResetDone;
      notify.success(message);
      setDone(message);
    } catch (error) {
      setPending(false);
      if (error instanceof ApiError && error.code === "INVALID_RESET_LINK") {
        setInvalidLink(true);
        notify.error(error.message || messages.auth.invalidResetLink);
        return;
      }
      showFailure(error, messages.generic.serverError);
    }
  };

  if (invalidLink) return <InvalidLink />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField label="New Password" autoComplete="new-password" {...field("password")} disabled={done !== null} />
      <PasswordField
        label="Confirm Password"
        autoComplete="new-password"
        {...field("confirmPassword")}
        disabled={done !== null}
      />
      <FormNotice tone="success">{done}</FormNotice>
      <Button type="submit" size="lg" loading={pending}>
        Update Password
      </Button>
    </form>
  );
}

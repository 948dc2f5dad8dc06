import { resetPasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { landingViewPath, PATHS } from "@app/domain/navigation";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Brand } from "../../../components/ui/Brand";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { ApiError, errorMessage } from "../../../lib/api";
import { authClient } from "../../../lib/auth-client";
import {
  type FieldErrors,
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
} from "../../../lib/forms";
import { notify } from "../../../lib/toast";
import { resetPassword } from "../api/reset-password";

const FIELDS = ["password", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];
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
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Brand to={PATHS.landing} />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-md flex-1 px-4 py-10">
        <div className="rounded-card border border-border bg-surface p-5 sm:p-8">
          <h1 className="mb-6 text-2xl font-semibold">Reset Password</h1>
          {linkBroken ? <InvalidLink /> : <ResetPasswordForm token={token} />}
          <p className="mt-6 text-center text-sm">
            <Link to={PATHS.landing} className="font-medium text-primary underline-offset-4 hover:underline">
              Back to start
            </Link>
          </p>
        </div>
      </main>
    </div>
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
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
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
    if (pending || done) return;
    const parsed = resetPasswordSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      const result = await resetPassword({ token, ...parsed.data });
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
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else notify.error(errorMessage(error, messages.generic.serverError));
    }
  };

  if (invalidLink) return <InvalidLink />;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={(event) => update("password")(event.target.value)}
        error={errors.password}
        disabled={done !== null}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => update("confirmPassword")(event.target.value)}
        error={errors.confirmPassword}
        disabled={done !== null}
      />
      {done ? <FormNotice tone="success">{done}</FormNotice> : null}
      <Button type="submit" size="lg" loading={pending}>
        Update Password
      </Button>
    </form>
  );
}

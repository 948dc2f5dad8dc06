import { changePasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { notify } from "../../../lib/toast";
import { useAccountForm } from "../../../lib/use-account-form";
import { type ChangePasswordRequest, changePassword } from "../api/change-password";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
const EMPTY: ChangePasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change password: current, new and confirmation, checked with the server's schema first. */
export function ChangePasswordForm() {
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // The success text goes as soon as the user types again.
  const { formRef, values, setValues, check, showFailure, field } = useAccountForm(FIELDS, EMPTY, () => setDone(null));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = check(changePasswordSchema, values);
    if (!parsed) return;
    setDone(null);
    setPending(true);
    try {
      const result = await changePassword(parsed);
      const message = result?.message || messages.auth.passwordChanged;
      notify.success(message);
      setDone(message);
      setValues(EMPTY);
    } catch (error) {
      showFailure(error, messages.generic.serverError);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="change-password-heading"
      className="flex flex-col gap-4"
    >
      <h3 id="change-password-heading" className="font-semibold">
        Change Password
      </h3>
      <PasswordField label="Current Password" autoComplete="current-password" {...field("currentPassword")} />
      <PasswordField label="New Password" autoComplete="new-password" {...field("newPassword")} />
      <PasswordField label="Confirm New Password" autoComplete="new-password" {...field("confirmPassword")} />
      <FormNotice tone="success">{done}</FormNotice>
      <Button type="submit" loading={pending} className="self-start">
        Update Password
      </Button>
    </form>
  );
}

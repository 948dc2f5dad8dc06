import { changePasswordSchema } from "@app/domain/auth/validation";
import { messages } from "@app/domain/messages";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { FormNotice } from "../../../components/ui/FormNotice";
import { PasswordField } from "../../../components/ui/PasswordField";
import { errorMessage } from "../../../lib/api";
import {
  type FieldErrors,
  fieldErrorsFromApi,
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
} from "../../../lib/forms";
import { notify } from "../../../lib/toast";
import { type ChangePasswordRequest, changePassword } from "../api/change-password";

const FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: ChangePasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Change password: current, new and confirmation, checked with the server's schema first. */
export function ChangePasswordForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ChangePasswordRequest>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const update = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(null);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    focusFirstInvalid(formRef.current, FIELDS, found);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      showErrors(fieldErrorsFromIssues(parsed.error.issues, FIELDS));
      return;
    }
    setErrors({});
    setDone(null);
    setPending(true);
    try {
      const result = await changePassword(parsed.data);
      const message = result?.message || messages.auth.passwordChanged;
      notify.success(message);
      setDone(message);
      setValues(EMPTY);
    } catch (error) {
      const fieldErrors = fieldErrorsFromApi(error, FIELDS);
      if (hasErrors(fieldErrors)) showErrors(fieldErrors);
      else notify.error(errorMessage(error, messages.generic.serverError));
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
      <PasswordField
        label="Current Password"
        name="currentPassword"
        autoComplete="current-password"
        required
        value={values.currentPassword}
        onChange={(event) => update("currentPassword")(event.target.value)}
        error={errors.currentPassword}
      />
      <PasswordField
        label="New Password"
        name="newPassword"
        autoComplete="new-password"
        required
        value={values.newPassword}
        onChange={(event) => update("newPassword")(event.target.value)}
        error={errors.newPassword}
      />
      <PasswordField
        label="Confirm New Password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={(event) => update("confirmPassword")(event.target.value)}
        error={errors.confirmPassword}
      />
      {done ? <FormNotice tone="success">{done}</FormNotice> : null}
      <Button type="submit" loading={pending} className="self-start">
        Update Password
      </Button>
    </form>
  );
}

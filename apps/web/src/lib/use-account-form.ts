import type { ChangeEvent } from "react";
import { useRef, useState } from "react";
import type { ZodType, z } from "zod";
import { errorMessage } from "./api";
import { checkForm, type FieldErrors, type FormView, showServerErrors } from "./forms";
import { notify } from "./toast";

/**
 * What every account form (login, sign-up, forgot and reset password, change password) keeps:
 * the typed values, one message per field, and the form element, so that the first invalid field
 * (in `fields` order) takes focus. Errors never clear what was typed.
 *
 * `initial` holds the values this form owns; a field whose value lives elsewhere (the e-mail shared
 * by login and forgot-password) is listed in `fields` only. `onEdit` runs on every keystroke.
 */
export function useAccountForm<F extends string, V extends F = F>(
  fields: readonly F[],
  initial: Record<V, string>,
  onEdit?: () => void,
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const view = (): FormView<F> => ({ form: formRef.current, fields, show: setErrors });

  /** A field's message goes as soon as the user edits that field. */
  const clearError = (field: F) => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  /**
   * Checks the input with the server's own schema (same texts). `known` adds messages found before
   * submitting (e.g. a taken username) to fields the schema passed. Returns the parsed values, or
   * null after showing the messages.
   */
  const check = <S extends ZodType>(schema: S, input: unknown, known: FieldErrors<F> = {}): z.output<S> | null =>
    checkForm(schema, input, view(), known);

  /** A refused submit: the server's per-field messages beside their fields, anything else as a toast. */
  const showFailure = (error: unknown, fallback: string) => {
    if (!showServerErrors(error, view())) notify.error(errorMessage(error, fallback));
  };

  /** The props that tie an input to a value this form owns: name, value, message and edits. */
  const field = (name: V) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      onEdit?.();
      clearError(name);
    },
  });

  return { formRef, values, setValues, errors, clearError, check, showFailure, field };
}

import type { ZodType, z } from "zod";
import { ApiError } from "./api";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** The first message per field from a schema's issues (a zod error's `issues`), for the listed fields. */
export function fieldErrorsFromIssues<K extends string>(
  issues: readonly Issue[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (fields as readonly string[]).includes(field) && !errors[field as K]) {
      errors[field as K] = issue.message;
    }
  }
  return errors;
}

/** The server's per-field messages (`error.fields`) for the listed fields. */
export function fieldErrorsFromApi<K extends string>(error: unknown, fields: readonly K[]): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  if (!(error instanceof ApiError) || !error.fields) return errors;
  for (const field of fields) {
    const message = error.fields[field];
    if (message) errors[field] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first field (in form order) that has an error. */
export function focusFirstInvalid<K extends string>(
  form: HTMLFormElement | null,
  order: readonly K[],
  errors: FieldErrors<K>,
): void {
  const first = order.find((field) => errors[field]);
  if (!form || !first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}

/** Where a form shows its messages: the form (its first invalid field takes focus), its fields in order, and a setter. */
export interface FormView<K extends string> {
  form: HTMLFormElement | null;
  fields: readonly K[];
  show: (errors: FieldErrors<K>) => void;
}

/**
 * Checks a form's input with a schema (the server's own, same texts): the parsed values, or null. Each field's
 * first message, with `known` ones found before (a taken username) where the schema passed, goes to `show`
 * (nothing when all is well), and the first invalid field takes focus.
 */
export function checkForm<S extends ZodType, K extends string>(
  schema: S,
  input: unknown,
  view: FormView<K>,
  known: FieldErrors<K> = {},
): z.output<S> | null {
  const parsed = schema.safeParse(input);
  const found = { ...known, ...(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues, view.fields)) };
  view.show(found);
  if (parsed.success && !hasErrors(found)) return parsed.data;
  focusFirstInvalid(view.form, view.fields, found);
  return null;
}

/** A refused save: the server's per-field messages to `show`, the first such field focused; false when it named none. */
export function showServerErrors<K extends string>(error: unknown, view: FormView<K>): boolean {
  const found = fieldErrorsFromApi(error, view.fields);
  view.show(found);
  focusFirstInvalid(view.form, view.fields, found);
  return hasErrors(found);
}

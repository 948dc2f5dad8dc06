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

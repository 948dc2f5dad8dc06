import { clsx } from "clsx";
import { type ComponentProps, type ReactNode, useId } from "react";
import { FieldMessage, fieldDescribedBy } from "./FieldMessage";
import { LabelledField } from "./LabelledField";

interface TextFieldProps extends Omit<ComponentProps<"input">, "id"> {
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  /** A neutral note under the field (e.g. "Username is available"), shown when there is no error. */
  hint?: ReactNode;
  /** Placed inside the field's right edge (e.g. a show/hide password button). */
  trailing?: ReactNode;
  /** Receives the input's id (e.g. for a button's aria-controls). */
  renderTrailing?: (inputId: string) => ReactNode;
}

/**
 * A labelled input with its error message wired through aria-describedby. The message area is
 * a polite live region that is always present, so an error is announced as it appears.
 */
export function TextField({ label, error, hint, trailing, renderTrailing, className, ...props }: TextFieldProps) {
  const id = useId();
  const trailingContent = renderTrailing ? renderTrailing(id) : trailing;
  return (
    <LabelledField
      id={id}
      label={label}
      className={className}
      footer={<FieldMessage id={id} error={error} hint={hint} />}
    >
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        className={clsx(
          "min-h-11 w-full rounded-lg border bg-surface px-3 text-base text-fg placeholder:text-fg-muted",
          error ? "border-danger" : "border-border-strong",
          trailingContent ? "pr-12" : null,
        )}
        {...props}
      />
      {trailingContent ? <div className="absolute inset-y-0 right-0 flex items-center">{trailingContent}</div> : null}
    </LabelledField>
  );
}

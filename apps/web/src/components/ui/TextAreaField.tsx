import { clsx } from "clsx";
import { type ComponentProps, useId } from "react";
import { FieldMessage } from "./FieldMessage";
import { LabelledField } from "./LabelledField";

interface TextAreaFieldProps extends Omit<ComponentProps<"textarea">, "id"> {
  label: string;
  error?: string;
}

/** A labelled textarea with its error message wired through aria-describedby and announced politely. */
export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  return (
    <LabelledField
      id={id}
      label={label}
      className={className}
      bodyClassName={null}
      footer={<FieldMessage id={id} error={error} />}
    >
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          "min-h-28 w-full rounded-lg border bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted",
          error ? "border-danger" : "border-border-strong",
        )}
        {...props}
      />
    </LabelledField>
  );
}

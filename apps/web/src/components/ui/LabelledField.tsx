import { clsx } from "clsx";
import type { ReactNode } from "react";

/**
 * A field's frame: its label above the control (`children`, wrapped in `bodyClassName`, "relative" so
 * a trailing icon can sit inside; null for none), and anything after it (`footer`, usually the FieldMessage).
 */
export function LabelledField({
  id,
  label,
  className,
  bodyClassName = "relative",
  footer,
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string;
  /** null: the control stands straight in the frame. */
  bodyClassName?: string | null;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col", className)}>
      <label htmlFor={id} className="mb-1.5 text-sm font-medium">
        {label}
      </label>
      {bodyClassName === null ? children : <div className={bodyClassName}>{children}</div>}
      {footer}
    </div>
  );
}

import type { ComponentProps } from "react";
import { type ButtonSize, type ButtonVariant, buttonClasses } from "./button-styles";
import { Spinner } from "./Spinner";

interface ButtonProps extends ComponentProps<"button"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the label (so the accessible name stays stable) and blocks clicks. */
  loading?: boolean;
}

export function Button({ variant, size, loading = false, className, children, disabled, type, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={buttonClasses(variant, size, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner className="size-4" /> : null}
      {children}
    </button>
  );
}

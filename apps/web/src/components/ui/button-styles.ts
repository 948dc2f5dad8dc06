import { clsx } from "clsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "md" | "lg" | "compact" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 select-none";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-primary text-primary-fg hover:bg-primary-hover",
  secondary: "border border-border-strong bg-surface text-fg hover:bg-surface-muted",
  ghost: "text-fg hover:bg-surface-muted",
  danger: "bg-danger text-surface hover:opacity-90",
};

// Every size keeps a 44 px minimum touch target (ui.md).
const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-4 text-sm",
  lg: "min-h-12 px-6 text-base tracking-wide",
  /** Tighter sides on phones, for rows of header buttons that must fit 360 px. */
  compact: "min-h-11 px-2.5 text-sm sm:px-4",
  icon: "size-11 shrink-0",
};

/** Button look, shared by <Button> and links that act as buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return clsx(base, variants[variant], sizes[size], extra);
}

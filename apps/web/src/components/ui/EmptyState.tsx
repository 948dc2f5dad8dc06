import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The next step for the user, e.g. a link or button. */
  action?: ReactNode;
}

/** Says there is nothing here yet and what to do next. */
export function EmptyState({ icon: Icon, title, children, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border px-4 py-8 text-center">
      {Icon ? <Icon aria-hidden="true" className="size-8 text-fg-muted" /> : null}
      <p className="font-medium">{title}</p>
      {children ? <div className="max-w-prose text-sm text-fg-muted">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}

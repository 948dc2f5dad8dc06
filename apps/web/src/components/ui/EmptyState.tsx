import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { StatePanel } from "./StatePanel";

interface EmptyStateProps {
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The next step for the user, e.g. a link or button. */
  action?: ReactNode;
}

/** Says there is nothing here yet and what to do next. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <StatePanel icon={icon} title={title} action={action ? <div className="mt-2">{action}</div> : null}>
      {children}
    </StatePanel>
  );
}

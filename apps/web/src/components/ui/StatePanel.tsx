import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

const FRAMES = {
  quiet: { frame: "border-dashed border-border", icon: "text-fg-muted", title: "font-medium" },
  danger: { frame: "border-danger/40 bg-danger-soft", icon: "text-danger", title: "font-medium text-fg" },
};

interface StatePanelProps {
  /** How assistive technologies hear it: a failure is an alert, news that is no alarm a status, else nothing. */
  role?: "alert" | "status";
  /** A quiet dashed frame, or the danger colours of a failure. */
  tone?: keyof typeof FRAMES;
  icon?: LucideIcon;
  title: string;
  children?: ReactNode;
  /** What the learner can do about it, under the text. */
  action?: ReactNode;
}

/** The frame of a screen's state instead of its content (empty, failed, offline): an icon, a title, a word more. */
export function StatePanel({ role, tone = "quiet", icon: Icon, title, children, action }: StatePanelProps) {
  const look = FRAMES[tone];
  return (
    <div
      role={role}
      className={`flex flex-col items-center gap-2 rounded-card border px-4 py-8 text-center ${look.frame}`}
    >
      {Icon ? <Icon aria-hidden="true" className={`size-8 ${look.icon}`} /> : null}
      <p className={look.title}>{title}</p>
      {children ? <div className="max-w-prose text-sm text-fg-muted">{children}</div> : null}
      {action}
    </div>
  );
}

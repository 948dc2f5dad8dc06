import { clsx } from "clsx";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A quiet link back to the page above this one, an arrow before its name; `className` places it. */
export function BackLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className={clsx(
        "inline-flex min-h-11 items-center gap-1.5 rounded-lg text-sm font-medium text-fg-muted hover:text-fg",
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}

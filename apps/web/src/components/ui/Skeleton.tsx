import { clsx } from "clsx";
import type { ReactNode } from "react";

/** A grey block standing in for content that is loading; size it like the content it replaces. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none", className)}
    />
  );
}

/** Wraps skeletons so assistive technology hears "Loading <what>" once instead of nothing. */
export function SkeletonGroup({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={className}>
      {children}
    </div>
  );
}

import { clsx } from "clsx";
import { Fragment, type ReactNode } from "react";

/** A grey block standing in for content that is loading; size it like the content it replaces. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={clsx("animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none", className)}
    />
  );
}

/**
 * Wraps skeletons so assistive technology hears "Loading <what>" once instead of nothing. With
 * `repeat`, the children stand for one item of a list and are drawn that many times.
 */
export function SkeletonGroup({
  label,
  className,
  repeat,
  children,
}: {
  label: string;
  className?: string;
  repeat?: number;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-label={label} aria-busy="true" className={className}>
      {repeat === undefined
        ? children
        : Array.from({ length: repeat }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Fragment key={i}>{children}</Fragment>
          ))}
    </div>
  );
}

import { clsx } from "clsx";

/** Decorative spinner; the surrounding element says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none",
        className ?? "size-5",
      )}
    />
  );
}

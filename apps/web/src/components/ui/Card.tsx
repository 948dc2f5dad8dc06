import { clsx } from "clsx";
import type { ComponentProps } from "react";

/** A calm surface with a soft radius and a subtle border. */
export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={clsx("rounded-card border border-border bg-surface p-5", className)} {...props} />;
}

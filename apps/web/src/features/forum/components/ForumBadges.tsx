import { clsx } from "clsx";
import { REQUEST_TYPE_LOOK, statusLook } from "../lib/labels";
import type { RequestType } from "../types";

const pill = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** Feature Request / Bug Report: outlined, so it never reads as a status. */
export function RequestTypeBadge({ type }: { type: RequestType }) {
  const look = REQUEST_TYPE_LOOK[type] ?? REQUEST_TYPE_LOOK.feature;
  const Icon = look.icon;
  return (
    <span className={clsx(pill, "border border-border text-fg")}>
      <Icon aria-hidden="true" className={clsx("size-3.5", look.iconClass)} />
      {look.label}
    </span>
  );
}

/** The request's status: a word, an icon and a colour. */
export function StatusBadge({ status }: { status: string }) {
  const look = statusLook(status);
  const Icon = look.icon;
  return (
    <span className={clsx(pill, look.className)} data-status={status}>
      <Icon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Status: </span>
      <span>{look.label}</span>
    </span>
  );
}

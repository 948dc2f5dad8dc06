import { clsx } from "clsx";
import { CheckCircle2, CircleAlert } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A message about the whole form (success or failure), announced when it appears: the inline
 * twin of a toast, for texts the user may need to read again (e.g. "check your inbox"). Without a
 * message it renders nothing, so a form can place it where the message belongs and fill it later.
 */
export function FormNotice({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  if (children === null || children === undefined || children === "") return null;
  const Icon = tone === "success" ? CheckCircle2 : CircleAlert;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={clsx(
        "flex gap-2 rounded-lg border px-3 py-2.5 text-sm",
        tone === "success"
          ? "border-state-learned bg-state-learned-bg text-state-learned-fg"
          : "border-danger bg-danger-soft text-fg",
      )}
    >
      <Icon aria-hidden="true" className={clsx("mt-0.5 size-4 shrink-0", tone === "error" && "text-danger")} />
      <p>{children}</p>
    </div>
  );
}

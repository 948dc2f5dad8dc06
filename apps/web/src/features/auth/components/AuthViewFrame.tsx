import { PATHS } from "@app/domain/navigation";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

const backClasses =
  "-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg";

/**
 * Card shared by the login and signup views: back arrow, heading, content. The arrow goes to the
 * title view, or runs `onBack` when given (e.g. from forgot-password back to login).
 */
export function AuthViewFrame({
  title,
  onBack,
  children,
}: {
  title: string;
  onBack?: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-card border border-border bg-surface p-5 sm:p-8">
        <div className="mb-6 flex items-center gap-2">
          {onBack ? (
            <button type="button" onClick={onBack} aria-label="Back" className={backClasses}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <Link to={PATHS.landing} aria-label="Back" className={backClasses}>
              <ArrowLeft aria-hidden="true" className="size-5" />
            </Link>
          )}
          <h1 className="text-2xl font-semibold">{title}</h1>
        </div>
        {children}
      </div>
    </div>
  );
}

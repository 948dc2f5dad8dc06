import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./Button";

interface OfflineStateProps {
  /** What will come back, e.g. "Updates will show when you're back online." */
  title: string;
  children?: ReactNode;
  /** The read that could not reach the server: a quiet Try Again, for a network that is back before the browser says so. */
  query?: { refetch: () => unknown; isFetching: boolean };
}

/**
 * A read that could not reach the server: nothing failed that the learner should worry about, so it is said
 * calmly (no alert, no red), and the read runs again by itself once the browser is back online.
 */
export function OfflineState({ title, children, query }: OfflineStateProps) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-card border border-dashed border-border px-4 py-8 text-center"
    >
      <WifiOff aria-hidden="true" className="size-8 text-fg-muted" />
      <p className="font-medium">{title}</p>
      {children ? <div className="max-w-prose text-sm text-fg-muted">{children}</div> : null}
      {query ? (
        <Button
          variant="ghost"
          size="compact"
          className="mt-1"
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          Try Again
        </Button>
      ) : null}
    </div>
  );
}

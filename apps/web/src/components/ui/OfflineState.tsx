import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./Button";
import { StatePanel } from "./StatePanel";

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
    <StatePanel
      role="status"
      icon={WifiOff}
      title={title}
      action={
        query ? (
          <Button
            variant="ghost"
            size="compact"
            className="mt-1"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            Try Again
          </Button>
        ) : null
      }
    >
      {children}
    </StatePanel>
  );
}

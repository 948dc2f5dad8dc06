import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./Button";
import { StatePanel } from "./StatePanel";

interface ErrorStateProps {
  /** What failed, in the spec's words, e.g. "Unable to load languages". */
  title: string;
  children?: ReactNode;
  /** Retries the failed load; the button reads "Try Again". */
  onRetry?: () => void;
  retrying?: boolean;
  /** The failed query itself: retrying refetches it, and the button spins while it fetches. */
  query?: { refetch: () => unknown; isFetching: boolean };
}

/** A load that failed: says so and offers to try again. */
export function ErrorState({ title, children, onRetry, retrying = false, query }: ErrorStateProps) {
  const retry = onRetry ?? (query ? () => void query.refetch() : undefined);
  return (
    <StatePanel
      role="alert"
      tone="danger"
      icon={TriangleAlert}
      title={title}
      action={
        retry ? (
          <Button variant="secondary" className="mt-2" onClick={retry} loading={retrying || query?.isFetching}>
            Try Again
          </Button>
        ) : null
      }
    >
      {children}
    </StatePanel>
  );
}

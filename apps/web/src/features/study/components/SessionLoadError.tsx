import { messages } from "@app/domain/messages";
import { Lock, SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ApiError, errorMessage } from "../../../lib/api";

/**
 * A session's words that could not load: a missing deck says so, a session the deck page shows
 * locked (`lockable`, refused by the server) gives its reason, anything else offers to try again.
 */
export function SessionLoadError({
  title,
  error,
  back,
  lockable = false,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  back: ReactNode;
  lockable?: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <>
      <PageHeading>{title}</PageHeading>
      {status === 404 ? (
        <EmptyState icon={SearchX} title={messages.decks.deckNotFound} action={back}>
          This deck doesn't exist or is no longer available.
        </EmptyState>
      ) : lockable && status === 409 ? (
        <EmptyState icon={Lock} title="Not available yet" action={back}>
          {errorMessage(error, "")}
        </EmptyState>
      ) : (
        <ErrorState
          title={messages.decks.wordsFailed(errorMessage(error, "Please check your connection and try again."))}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
    </>
  );
}

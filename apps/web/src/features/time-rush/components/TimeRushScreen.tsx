import { deckPath } from "@app/domain/navigation";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BookOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { EmptyState } from "../../../components/ui/EmptyState";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { getStudySession, SessionLoadError } from "../../study";
import { getTimeRushRecord } from "../api/time-rush-api";
import { TimeRushGame } from "./TimeRushGame";

/** /study/time-rush/:subDeckId: loads the learned words and the best score, then plays games. */
export function TimeRushScreen({ subDeckId }: { subDeckId: string }) {
  const [round, setRound] = useState(0);
  const session = useQuery({
    queryKey: ["study-session", "time-rush", subDeckId, round],
    queryFn: () => getStudySession("time-rush", subDeckId),
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });
  const record = useQuery({
    queryKey: ["time-rush-record", subDeckId],
    queryFn: () => getTimeRushRecord(subDeckId),
    retry: false,
    refetchOnWindowFocus: false,
  });

  const back = (label: string) => (
    <Link to={deckPath(subDeckId)} className={buttonClasses("secondary")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );

  if (session.isPending) {
    return (
      <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-fg-muted">
        <Spinner className="size-8 text-primary" />
        <p>Loading words...</p>
      </div>
    );
  }

  if (session.isError) {
    return (
      <SessionLoadError
        title="Time Rush"
        error={session.error}
        back={back("Back to Deck")}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }

  if (session.data.words.length === 0) {
    return (
      <>
        <PageHeading subtitle={session.data.deck.name}>Time Rush</PageHeading>
        <EmptyState icon={BookOpen} title="No Words Available" action={back("Go Back")}>
          You need to learn some words first before playing Time Rush!
        </EmptyState>
      </>
    );
  }

  return (
    <TimeRushGame
      key={round}
      subDeckId={subDeckId}
      data={session.data}
      knownBest={record.data?.bestScore ?? null}
      onPlayAgain={() => setRound((r) => r + 1)}
    />
  );
}

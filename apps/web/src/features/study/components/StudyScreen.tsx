import { deckPath } from "@app/domain/navigation";
import { LEARN_NEW_WORDS } from "@app/domain/study/constants";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, BookCheck } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";
import { EmptyState } from "../../../components/ui/EmptyState";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError } from "../../../lib/api";
import { fsrsSettingsKey, getFsrsSettings } from "../../../lib/fsrs-settings";
import { useCurrentSession } from "../../../lib/session";
import { useOnlineStatus } from "../../../lib/use-online-status";
import { getStudySession } from "../api/get-study-session";
import { resumedData } from "../lib/resume-point";
import { BEYOND_PLAN_QUERY, DAILY_LIMIT_TEXT, EMPTY_SESSION_TEXT, PLAN_DONE_TEXT } from "../lib/study-modes";
import { SessionLoadError } from "./SessionLoadError";
import { type SessionMode, StudySession } from "./StudySession";
import { STUDY_MODE_TITLES } from "./study-mode-titles";

/** One study session screen per mode (Time Rush has its own): loads the settings and the words, then runs the session. */
export function StudyScreen({ mode }: { mode: SessionMode }) {
  const { subDeckId = "" } = useParams();
  const { key } = useLocation();
  // A new deck or mode is a new session, and so is every visit: "Learn 5 more" opens the address
  // already open, and must start the next words, not keep the finished session on screen.
  return <StudyResumer key={`${mode}/${subDeckId}/${key}`} mode={mode} subDeckId={subDeckId} />;
}

/** The history entry of a resumed session names it (`resumeSession`), so a reload goes on with it too. */
export interface ResumeNavigationState {
  resumeSession: string;
}

function resumeIdOf(state: unknown): string | null {
  const id = (state as Partial<ResumeNavigationState> | null)?.resumeSession;
  return typeof id === "string" ? id : null;
}

/**
 * A session the learner chose to resume goes on from its draft (if it is still there, left by its
 * page, and of this deck and mode); anything else is a fresh session.
 */
function StudyResumer({ mode, subDeckId }: { mode: SessionMode; subDeckId: string }) {
  const location = useLocation();
  const { user } = useCurrentSession();
  // Read once: the session is what this screen opened with.
  const [resumeId] = useState(() => resumeIdOf(location.state));
  const left = useQuery({
    queryKey: ["left-session", resumeId],
    // The drafts' code loads only for a resumed session.
    queryFn: async () => (await import("../lib/left-sessions")).takeLeftSession(user?.id ?? "", resumeId ?? ""),
    enabled: resumeId !== null && !!user,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  if (resumeId === null || !user) return <StudyLoader mode={mode} subDeckId={subDeckId} />;
  if (left.isPending) return <Loading text="Loading your session..." />;
  const point = left.data?.resume;
  if (point && point.mode === mode && point.subDeckId === subDeckId && left.data) {
    return (
      <StudySession
        mode={mode}
        subDeckId={subDeckId}
        data={resumedData(point)}
        resumed={{ sessionId: left.data.entry.payload.sessionId, point }}
      />
    );
  }
  return <StudyLoader mode={mode} subDeckId={subDeckId} />;
}

function Loading({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-fg-muted">
      <Spinner className="size-8 text-primary" />
      <p>{text}</p>
    </div>
  );
}

function StudyLoader({ mode, subDeckId }: { mode: SessionMode; subDeckId: string }) {
  const title = STUDY_MODE_TITLES[mode];
  const [search] = useSearchParams();
  // Each visit its own query: "Learn 5 more" opens the same address, and the finished session's words,
  // still cached for a moment, must not start the next session.
  const { key: visit } = useLocation();
  const beyondPlan = mode === "learn-new" && search.get("beyond") === "plan";
  const settings = useQuery({ queryKey: fsrsSettingsKey, queryFn: getFsrsSettings, retry: false });
  const session = useQuery({
    queryKey: ["study-session", mode, subDeckId, beyondPlan, visit],
    queryFn: () => getStudySession(mode, subDeckId, beyondPlan),
    // Every visit is a fresh session: never served from cache, never refetched while studying.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    // With no network the session is built from the deck's copy on this device: never wait for the network.
    networkMode: "always",
    retry: (count, error) => count < 1 && !(error instanceof ApiError && error.status < 500),
  });

  if (session.isPending) {
    return <Loading text={settings.isPending ? "Loading study settings..." : "Loading words..."} />;
  }

  const back = (
    <Link to={deckPath(subDeckId)} className={buttonClasses("secondary")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Deck
    </Link>
  );

  if (session.isError) {
    return (
      <SessionLoadError
        title={title}
        error={session.error}
        back={back}
        lockable
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }

  if (session.data.words.length === 0) {
    const planDone = session.data.planLeftToday === 0 && (session.data.newWordsLeft ?? 0) > 0;
    const empty = session.data.dailyLimitReached
      ? DAILY_LIMIT_TEXT
      : planDone
        ? PLAN_DONE_TEXT
        : EMPTY_SESSION_TEXT[mode];
    const actions = planDone ? (
      <div className="flex flex-col gap-3 sm:flex-row">
        {back}
        <Link to={`?${BEYOND_PLAN_QUERY}`} className={buttonClasses("secondary")}>
          Learn {LEARN_NEW_WORDS} beyond today's plan
        </Link>
      </div>
    ) : (
      back
    );
    return (
      <>
        <PageHeading subtitle={session.data.deck.name}>{title}</PageHeading>
        <EmptyState icon={BookCheck} title={empty.title} action={actions}>
          {empty.body}
        </EmptyState>
      </>
    );
  }

  if (session.data.offline) {
    return (
      <>
        <OfflineBanner />
        <StudySession mode={mode} subDeckId={subDeckId} data={session.data} />
      </>
    );
  }
  return <StudySession mode={mode} subDeckId={subDeckId} data={session.data} beyondPlan={beyondPlan} />;
}

/**
 * Said while the device is offline; gone once it is back (the overview then says the answers were saved), so
 * "Progress saved" never sits under "Studying offline".
 */
function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p role="status" className="mb-3 rounded-lg bg-surface-muted px-3 py-2 text-sm text-fg-muted">
      Studying offline: your answers are kept on this device and saved when you are back online.
    </p>
  );
}

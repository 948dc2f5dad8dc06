import type { SessionAvailability, SessionKind } from "@app/domain/decks/session-unlock";
import { studyPath } from "@app/domain/navigation";
import { AlarmClock, Flame, GraduationCap, Headphones, Lock, type LucideIcon, RotateCcw, Timer } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button-styles";

const ICONS: Record<SessionKind, LucideIcon> = {
  "learn-new": GraduationCap,
  review: RotateCcw,
  "need-review": AlarmClock,
  "hard-words": Flame,
  "audio-review": Headphones,
  "time-rush": Timer,
};

/**
 * The six study sessions; a locked one is disabled and says, in visible text, what unlocks it. During a
 * catch-up plan, Learn New stays open with a one-line warning under it.
 */
export function SessionButtons({
  sessions,
  subDeckId,
  learnNewWarning = null,
}: {
  sessions: SessionAvailability[];
  subDeckId: string;
  learnNewWarning?: string | null;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {sessions.map((session) => {
        const Icon = ICONS[session.kind];
        const reasonId = `session-${session.kind}-reason`;
        return (
          <li key={session.kind} className="flex flex-col gap-1.5">
            {session.unlocked ? (
              <>
                <Link
                  to={studyPath(session.kind, subDeckId)}
                  aria-describedby={session.kind === "learn-new" && learnNewWarning ? reasonId : undefined}
                  className={buttonClasses(session.kind === "learn-new" ? "primary" : "secondary", "lg", "w-full")}
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {session.label}
                </Link>
                {session.kind === "learn-new" && learnNewWarning ? (
                  <p id={reasonId} className="px-1 text-sm text-fg-muted" data-testid="catch-up-warning">
                    {learnNewWarning}
                  </p>
                ) : null}
              </>
            ) : (
              <>
                <button
                  type="button"
                  disabled
                  aria-describedby={reasonId}
                  className={buttonClasses("secondary", "lg", "w-full border-dashed")}
                >
                  <Lock aria-hidden="true" className="size-4" />
                  {session.label}
                </button>
                <p id={reasonId} className="px-1 text-sm text-fg-muted">
                  {session.reason}
                </p>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

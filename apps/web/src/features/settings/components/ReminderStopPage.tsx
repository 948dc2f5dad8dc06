import { PATHS } from "@app/domain/navigation";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { Spinner } from "../../../components/ui/Spinner";
import { StandalonePage } from "../../../components/ui/StandalonePage";
import { ApiError } from "../../../lib/api";
import { stopReminders } from "../api/stop-reminders";

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * /reminders/stop?token=…: the reminder mail's one-click stop. The page turns reminders off as it opens
 * (a script runs it, so a mail scanner that only fetches the link stops nothing), and says so.
 */
export function ReminderStopPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const stop = useMutation({ mutationFn: () => stopReminders(token) });
  const { mutate } = stop;
  useEffect(() => mutate(), [mutate]);
  return (
    <StandalonePage>
      <h1 className="mb-3 text-2xl font-semibold">Daily reminders</h1>
      <div role="status" aria-live="polite">
        {stop.isSuccess ? (
          <p>Your daily reminders are off. You will get no more of them.</p>
        ) : stop.isError ? (
          <p className="text-danger">
            {stop.error instanceof ApiError ? stop.error.message : "Could not stop your reminders. Please try again."}
          </p>
        ) : (
          <p className="flex items-center gap-2 text-fg-muted">
            <Spinner className="size-5" /> Turning your reminders off...
          </p>
        )}
      </div>
      <p className="mt-6 text-sm text-fg-muted">
        You can turn them on again, at another hour, in{" "}
        <Link to={PATHS.settings} className={linkClasses}>
          Settings
        </Link>
        .{" "}
        <Link to={PATHS.home} className={linkClasses}>
          Go to Lexistep
        </Link>
      </p>
    </StandalonePage>
  );
}

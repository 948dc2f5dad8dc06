import { PATHS } from "@app/domain/navigation";
import { useMutation } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { StandalonePage } from "../../../components/ui/StandalonePage";
import { ApiError } from "../../../lib/api";
import { stopReminders } from "../api/stop-reminders";

const linkClasses = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * /reminders/stop?token=…: the reminder mail's stop link. Opening it stops nothing (mail scanners open links,
 * some run their scripts too); the learner presses Stop reminders. Mail clients that offer their own
 * "Unsubscribe" post to the same link instead (one click, RFC 8058), which the server answers.
 */
export function ReminderStopPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const stop = useMutation({ mutationFn: () => stopReminders(token) });
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
          <p>Stop the daily e-mail reminders this link was sent with?</p>
        )}
      </div>
      {stop.isSuccess ? null : (
        <Button className="mt-4" loading={stop.isPending} onClick={() => stop.mutate()}>
          Stop reminders
        </Button>
      )}
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

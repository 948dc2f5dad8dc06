import { usernameSchema } from "@app/domain/auth/validation";
import { useEffect, useState } from "react";
import { checkUsernameAvailable } from "../api/check-username-available";

/** How long typing must pause before the server is asked. */
export const USERNAME_CHECK_DEBOUNCE_MS = 400;

export type UsernameAvailabilityState =
  | { status: "idle" }
  | { status: "checking"; username: string }
  | { status: "available"; username: string }
  | { status: "taken"; username: string; message: string };

/**
 * Asks the server whether a username is free, once typing pauses, and only for a username that
 * passes the local format rules (the form shows those itself). A failed check says nothing:
 * the server checks again on submit.
 */
export function useUsernameAvailability(raw: string): UsernameAvailabilityState {
  const parsed = usernameSchema.safeParse(raw);
  const username = parsed.success ? parsed.data : null;
  const [state, setState] = useState<UsernameAvailabilityState>({ status: "idle" });

  useEffect(() => {
    if (username === null) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "checking", username });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkUsernameAvailable(username, controller.signal)
        .then((result) => {
          if (controller.signal.aborted) return;
          setState(
            result.available
              ? { status: "available", username }
              : { status: "taken", username, message: result.message ?? "" },
          );
        })
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "idle" });
        });
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [username]);

  // A result for another username (typing moved on) is no result.
  if (state.status !== "idle" && state.username !== username) return { status: "idle" };
  return state;
}

import { useQueryClient } from "@tanstack/react-query";
import { useCurrentSession } from "../../../lib/session";
import { forgetDeviceOnSignOut } from "../../offline";

/**
 * After the session ended on the server (sign out everywhere, account deleted): forget cached
 * user data and re-read the session. The route gate then sends the visitor to /, once the
 * session store has caught up — navigating first would race it (see useLogout).
 */
export function useEndSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refetch, user } = useCurrentSession();
  return async () => {
    // What the learner kept on this device for offline study is not left to the next person on it.
    if (user) await forgetDeviceOnSignOut(user.id).catch(() => undefined);
    queryClient.clear();
    await refetch();
  };
}

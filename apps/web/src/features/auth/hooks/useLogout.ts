import { useQueryClient } from "@tanstack/react-query";
import { authClient } from "../../../lib/auth-client";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";

/**
 * Signs out and forgets cached user data (and what was kept on the device for offline study). The route gate then sends the visitor to /
 * (every signed-in screen is closed to signed-out visitors), once the session store has
 * caught up — navigating here first would race it and bounce / → /home → /.
 * `forgetDevice` clears what was kept on the device for the user (the offline copies).
 */
export function useLogout(forgetDevice: (userId: string) => Promise<void>): () => Promise<void> {
  const queryClient = useQueryClient();
  const { refetch, user } = useCurrentSession();

  return async () => {
    const { error } = await authClient.signOut();
    if (error) {
      notify.error("Logout failed. Please try again.");
      return;
    }
    // What the learner kept on this device for offline study is not left to the next person on it.
    if (user) await forgetDevice(user.id).catch(() => undefined);
    queryClient.clear();
    // Better Auth already re-reads the session after a sign-out; asking again is cheap insurance.
    await refetch();
  };
}

import { useState } from "react";
import { useCurrentSession } from "../../../lib/session";
import { notify } from "../../../lib/toast";
import { CaptchaError, useCaptcha } from "../../captcha";
import { signInAnonymously } from "../api/sign-in-anonymous";

const FALLBACK_ERROR = "Could not start a guest session. Please try again.";

/**
 * TRY IT NOW: captcha, anonymous sign-in, then /home.
 *
 * The move to /home is made by the route gate, not here: as soon as the session store holds
 * the new guest, the rule "signed in on / → /home" applies. Navigating ourselves would race the
 * store (Better Auth re-reads the session asynchronously) and bounce /home → / → /home.
 * The button stays busy until the page changes.
 */
export function useTryItNow(): { pending: boolean; start: () => Promise<void>; prepare: () => void } {
  const { refetch } = useCurrentSession();
  const captcha = useCaptcha();
  const [pending, setPending] = useState(false);

  const start = async () => {
    if (pending) return;
    setPending(true);
    try {
      const headers = await captcha.take();
      const result = await signInAnonymously(headers);
      if (!result.ok) {
        notify.error(result.message || FALLBACK_ERROR);
        setPending(false);
        return;
      }
      // Better Auth already re-reads the session after a sign-in; asking again is cheap insurance.
      await refetch();
    } catch (error) {
      notify.error(error instanceof CaptchaError ? error.message : FALLBACK_ERROR);
      setPending(false);
    }
  };

  return { pending, start, prepare: captcha.prepare };
}

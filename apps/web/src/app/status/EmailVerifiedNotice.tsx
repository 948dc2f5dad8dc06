import { messages } from "@app/domain/messages";
import { useEffect } from "react";
import { notify } from "../../lib/toast";
import { router } from "../router/router";
import { verificationOutcome, withoutVerificationParams } from "./email-verification";

// Read when the app starts, before a guard can redirect away from the link's landing address.
const startSearch = typeof window === "undefined" ? "" : window.location.search;

/**
 * Confirms the mailed verification link: "Email verified!" (or why it did not work) once, then
 * takes its parameters out of the address so a reload does not say it again.
 */
export function EmailVerifiedNotice() {
  useEffect(() => {
    const outcome = verificationOutcome(startSearch);
    if (outcome === "verified") notify.success(messages.auth.emailVerified);
    else if (outcome === "failed") notify.error(messages.auth.verificationLinkInvalid);
    if (outcome && verificationOutcome(window.location.search)) {
      const { pathname, search, hash } = window.location;
      void router.navigate(`${pathname}${withoutVerificationParams(search)}${hash}`, { replace: true });
    }
  }, []);
  return null;
}

import { meHeaders, meRequest } from "../../../lib/me-request";
import type { IgnoreBatch, IgnoreBatchResult } from "../types";

const PATH = "/me/progress/ignore";

/** POST /api/me/progress/ignore: one batch of ignore / unignore toggles for one deck. */
export function updateIgnored(batch: IgnoreBatch): Promise<IgnoreBatchResult> {
  return meRequest<IgnoreBatchResult>(PATH, { method: "POST", body: batch });
}

/**
 * The same call for a page that is going away (`pagehide`): `keepalive` lets the browser finish
 * it after the page is gone. Nobody is left to read the answer.
 */
export function sendIgnoredOnExit(batch: IgnoreBatch): void {
  try {
    void fetch(`/api${PATH}`, {
      method: "POST",
      credentials: "same-origin",
      keepalive: true,
      headers: { "Content-Type": "application/json", ...meHeaders() },
      body: JSON.stringify(batch),
    }).catch(() => {
      // The page is closing; there is no one to tell.
    });
  } catch {
    // Some browsers refuse keepalive bodies over their limit; nothing more can be done here.
  }
}

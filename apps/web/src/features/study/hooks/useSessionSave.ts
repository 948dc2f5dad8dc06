import type { SessionSaveInput } from "@app/domain/study/validation";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { SaveSessionResult } from "../api/save-study-session";
import { browserSaveDeps } from "../lib/browser-save-deps";
import { invalidateAfterSave } from "../lib/invalidate-after-save";
import { onSessionSaved, saveSession } from "../lib/offline-save-queue";
import { recordSyncOutcomes } from "../lib/sync-problem";

export type SaveStatus =
  | { kind: "idle" }
  | { kind: "saving" }
  | { kind: "saved"; result: SaveSessionResult }
  /** Kept on this device; sent on reconnect or the next start. */
  | { kind: "queued" }
  | { kind: "failed"; error: unknown };

/**
 * Saves the finished session once (the payload carries the id made when the session started).
 * Queued sessions that go through later (reconnect) still turn the status to saved.
 */
export function useSessionSave(payload: SessionSaveInput | null, userId: string | null): SaveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>({ kind: "idle" });
  const started = useRef<string | null>(null);
  const sessionId = payload?.sessionId ?? null;

  useEffect(() => {
    if (!sessionId) return;
    return onSessionSaved((entry, result) => {
      if (entry.payload.sessionId === sessionId) setStatus({ kind: "saved", result });
    });
  }, [sessionId]);

  useEffect(() => {
    if (!payload || !userId || started.current === payload.sessionId) return;
    started.current = payload.sessionId;
    setStatus({ kind: "saving" });
    void saveSession({ userId, queuedAt: new Date().toISOString(), payload }, browserSaveDeps()).then((outcome) => {
      recordSyncOutcomes(new Map([[payload.sessionId, outcome]]), new Date());
      if (outcome.status === "saved") {
        invalidateAfterSave(queryClient, payload.subDeckId);
        setStatus({ kind: "saved", result: outcome.result });
      } else if (outcome.status === "queued") {
        setStatus((s) => (s.kind === "saved" ? s : { kind: "queued" }));
      } else setStatus({ kind: "failed", error: outcome.error });
    });
  }, [payload, userId, queryClient]);

  return status;
}

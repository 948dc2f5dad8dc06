import { useCallback, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../lib/api";
import { uploadImportPreview } from "../api/upload-import-preview";
import type { ImportPreview } from "../types";

export type UploadState =
  | { phase: "idle" }
  | { phase: "uploading"; fileName: string; sent: number }
  | { phase: "failed"; fileName: string; message: string }
  | { phase: "ready"; preview: ImportPreview };

/** Uploads a file for its preview, with the share sent so far; a new file or leaving cancels the last. */
export function useUploadPreview() {
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(async (file: File) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ phase: "uploading", fileName: file.name, sent: 0 });
    try {
      const preview = await uploadImportPreview(file, {
        signal: current.signal,
        onProgress: (sent) => setState({ phase: "uploading", fileName: file.name, sent }),
      });
      if (!current.signal.aborted) setState({ phase: "ready", preview });
    } catch (error) {
      if (current.signal.aborted) return;
      const message = errorMessage(error, "The file could not be uploaded. Check your connection and try again.");
      setState({ phase: "failed", fileName: file.name, message });
    }
  }, []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: "idle" });
  }, []);

  /** A refusal found before sending (wrong type, too large), shown like the server's. */
  const refuse = useCallback((fileName: string, message: string) => {
    setState({ phase: "failed", fileName, message });
  }, []);

  return { state, upload, reset, refuse };
}

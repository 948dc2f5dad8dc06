import { useCallback, useRef, useState } from "react";
import { obtainCaptchaHeaders } from "../lib/captcha-headers";

/** A solution prepared ahead is used only while well inside the challenge's 10-minute life. */
const PREPARED_MAX_AGE_MS = 5 * 60_000;

export interface Captcha {
  /** True while a submit waits for the captcha to be solved (show the button busy). */
  solving: boolean;
  /** Starts solving in the background (call when the form gains focus), so submitting rarely waits. */
  prepare: () => void;
  /**
   * Headers for one request: the prepared solution if there is a fresh one, else a new one.
   * Rejects with a CaptchaError carrying the text to show.
   */
  take: () => Promise<Record<string, string>>;
  /** Headers from a harder challenge of `level` (what a sign-in's CAPTCHA_REQUIRED asks), solved now. */
  takeHarder: (level: number) => Promise<Record<string, string>>;
}

/** The invisible captcha of a form: solved lazily, one solution per attempt. */
export function useCaptcha(): Captcha {
  const prepared = useRef<{ promise: Promise<Record<string, string>>; at: number } | null>(null);
  const [solving, setSolving] = useState(false);

  const prepare = useCallback(() => {
    if (prepared.current && Date.now() - prepared.current.at < PREPARED_MAX_AGE_MS) return;
    const promise = obtainCaptchaHeaders();
    promise.catch(() => {
      // Reported when the form is submitted (take() then tries once more).
    });
    prepared.current = { promise, at: Date.now() };
  }, []);

  const take = useCallback(async () => {
    const ahead = prepared.current;
    prepared.current = null;
    setSolving(true);
    try {
      if (ahead && Date.now() - ahead.at < PREPARED_MAX_AGE_MS) {
        try {
          return await ahead.promise;
        } catch {
          // Prepared in the background and failed (e.g. a blip while typing): try again now.
        }
      }
      return await obtainCaptchaHeaders();
    } finally {
      setSolving(false);
    }
  }, []);

  const takeHarder = useCallback(async (level: number) => {
    setSolving(true);
    try {
      return await obtainCaptchaHeaders(level);
    } finally {
      setSolving(false);
    }
  }, []);

  return { solving, prepare, take, takeHarder };
}

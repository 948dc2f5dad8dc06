import { normaliseState, type WordProgressView } from "./word-status";

/**
 * Notes belong to words the learner has learned (or marked as known): the spec hides them for
 * unlearned words, and a word still in its building steps is not learned yet. The deck page, the
 * study screens and the server's notes route all ask this one question.
 */
export function canKeepNotes<P extends Pick<WordProgressView, "state" | "isIgnored">>(
  progress: P | null | undefined,
): progress is P {
  return progress != null && (progress.isIgnored || normaliseState(progress.state) === 2);
}

import { isPastLearnNew, type WordProgressView } from "./word-status";

/**
 * Notes belong to words the learner has learned (or marked as known): the spec hides them for
 * unlearned words; a word in its building steps has finished Learn New, so it is learned. The deck page, the
 * study screens and the server's notes route all ask this one question.
 */
export function canKeepNotes<P extends Pick<WordProgressView, "state" | "isIgnored">>(
  progress: P | null | undefined,
): progress is P {
  return progress != null && (progress.isIgnored || isPastLearnNew(progress.state));
}

import { isReviewState, offlineLeft, withinLimit, withinReviewLimit } from "@app/domain/decks/deck-scheduling";
import type { StudyMode } from "@app/domain/navigation";
import { HARD_WORDS_SIZE } from "@app/domain/study/constants";
import { spaceSiblings } from "@app/domain/study/siblings";
import type { SessionWord, StudySessionData } from "../../../shared/types";
import type { OfflineDeck } from "./offline-deck";
import { type DoneOffline, keptLimits, NOTHING_DONE } from "./offline-limits";

/** Review sessions hold at most this many words (the server's own cap). */
export const OFFLINE_REVIEW_MAX = 100;

function due(word: SessionWord, now: number): boolean {
  const next = word.progress?.nextReview;
  return !!next && new Date(next).getTime() <= now && !word.progress?.isIgnored;
}

function difficulty(word: SessionWord): number {
  const d = (word.progress as { difficulty?: number | null } | null)?.difficulty;
  return typeof d === "number" ? d : 0;
}

/** Hardest first, then in the deck's order (the server's order for its started words). */
const hardestFirst = (a: SessionWord, b: SessionWord) => difficulty(b) - difficulty(a) || a.order - b.order;

/**
 * Every studied word of the deck (building ones too), from the deck page the copy kept: what the server
 * picks Need Review and Hard Words from. A word also in the learned list keeps that entry (it carries
 * the answers the learner said were right). Null for an older copy without the page.
 */
function startedWords(kept: OfflineDeck): SessionWord[] | null {
  if (!kept.page) return null;
  const learned = new Map(kept.learned.words.map((w) => [w.id, w]));
  const rows = new Map(kept.page.progress.progress.map((row) => [row.wordId, row]));
  return kept.page.words.flatMap((word) => {
    const row = rows.get(word.id);
    if (!row) return [];
    const known = learned.get(word.id);
    if (known) return [known];
    const { translation, ...rest } = word;
    return [{ ...rest, translation: translation ?? "", progress: row }];
  });
}

/** Learn New from the kept new words, within what the new-words limit leaves at `now`. */
function learnNewOffline(kept: OfflineDeck, now: number, done: DoneOffline): StudySessionData {
  const left = offlineLeft(keptLimits(kept), "new", now, done.learned);
  const { dailyLimitReached: _then, ...session } = kept.learnNew;
  const words = withinLimit(session.words, left);
  return {
    ...session,
    words,
    ...(session.newWordsLeft === undefined ? {} : { newWordsLeft: Math.min(session.newWordsLeft, left ?? Infinity) }),
    ...(left === 0 && session.words.length > 0 ? { dailyLimitReached: true } : {}),
  };
}

/**
 * A session built from what the deck kept, as the server would have built it at `now`: Need Review takes
 * the words due by now (building ones too), Review and Audio Review the learned words, Hard Words the ten
 * hardest studied words. The deck's daily limits apply as on the server (`readSessionWords`): the copy
 * tells what they left on its day and when that day ends, `done` what was studied offline since. Time
 * Rush is played against the server's clock and is not offered offline. Null when the kept data cannot
 * make one.
 */
export function offlineSession(
  mode: StudyMode,
  kept: OfflineDeck,
  now: number,
  done: DoneOffline = NOTHING_DONE,
): StudySessionData | null {
  const at = new Date(now).toISOString();
  if (mode === "learn-new") return { ...learnNewOffline(kept, now, done), kind: mode, now: at };
  const learned = kept.learned.words.filter((w) => !w.progress?.isIgnored);
  const started = (startedWords(kept) ?? learned).filter((w) => !w.progress?.isIgnored);
  let words: SessionWord[];
  // The study screen shuffles Need Review's words: their order here does not matter.
  if (mode === "need-review") words = started.filter((w) => due(w, now));
  else if (mode === "review" || mode === "audio-review") words = learned.slice(0, OFFLINE_REVIEW_MAX);
  else if (mode === "hard-words") words = [...started].sort(hardestFirst).slice(0, HARD_WORDS_SIZE);
  else return null;
  // Hard Words is practice, not cut by the reviews limit (see the server's readSessionWords).
  const left = mode === "hard-words" ? null : offlineLeft(keptLimits(kept), "reviews", now, done.reviewed);
  const limited = withinReviewLimit(words, left, (w) => isReviewState(w.progress?.state));
  const { dailyLimitReached: _then, ...session } = kept.learned;
  return {
    ...session,
    kind: mode,
    now: at,
    // As on the server: two items of one note (a word and its reversed direction, two clozes) only together
    // when both are due.
    words: spaceSiblings(
      limited,
      (w) => ({ id: w.id, noteWordId: w.noteWordId ?? null }),
      (w) => due(w, now),
    ),
    ...(left === 0 && limited.length < words.length ? { dailyLimitReached: true } : {}),
  };
}

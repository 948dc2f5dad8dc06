import type { StudyMode } from "@app/domain/navigation";
import { HARD_WORDS_SIZE } from "@app/domain/study/constants";
import type { DeckProgress, MyDeck, Word } from "../../decks";
import type { SessionWord, StudySessionData } from "../../study";

/** Review sessions hold at most this many words (the server's own cap). */
export const OFFLINE_REVIEW_MAX = 100;

/**
 * What a deck keeps for studying with no network: its next new words (a Learn New session as the server
 * built it) and every learned word with its progress (the Time Rush list: all review candidates, the ones
 * closest to being forgotten first).
 */
export interface OfflineDeck {
  learnNew: StudySessionData;
  learned: StudySessionData;
  /** When it was read from the server (ms since 1970). */
  savedAt: number;
  /** When the pronunciations of its next words were last kept (absent: not yet). */
  recordingsAt?: number;
  /** The deck page as read then: every word and the learner's progress on each (absent in older copies). */
  page?: { progress: DeckProgress; words: Word[] };
  /** The deck's entry in My Decks as read then (absent in older copies, or when kept from the deck page). */
  listing?: MyDeck;
}

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

/**
 * A session built from what the deck kept, as the server would have built it at `now`: Need Review takes
 * the words due by now (building ones too), Review and Audio Review the learned words, Hard Words the ten
 * hardest studied words. Time Rush is played against the server's clock and is not offered offline. Null
 * when the kept data cannot make one.
 */
export function offlineSession(mode: StudyMode, kept: OfflineDeck, now: number): StudySessionData | null {
  const at = new Date(now).toISOString();
  if (mode === "learn-new") return { ...kept.learnNew, kind: mode, now: at };
  const learned = kept.learned.words.filter((w) => !w.progress?.isIgnored);
  const started = (startedWords(kept) ?? learned).filter((w) => !w.progress?.isIgnored);
  let words: SessionWord[];
  // The study screen shuffles Need Review's words: their order here does not matter.
  if (mode === "need-review") words = started.filter((w) => due(w, now));
  else if (mode === "review" || mode === "audio-review") words = learned.slice(0, OFFLINE_REVIEW_MAX);
  else if (mode === "hard-words") words = [...started].sort(hardestFirst).slice(0, HARD_WORDS_SIZE);
  else return null;
  return { ...kept.learned, kind: mode, now: at, words };
}

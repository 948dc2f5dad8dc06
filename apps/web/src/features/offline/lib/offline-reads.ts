import { sessionAvailability } from "@app/domain/decks/session-unlock";
import { countWords, EMPTY_WORD_COUNTS, unlockCounts } from "@app/domain/decks/word-counts";
import type { StudyMode } from "@app/domain/navigation";
import type { ExamPlanView } from "@app/domain/planning/exam-plan-responses";
import type { DeckProgress, MyDeck, StudySessionData, Word } from "../../../shared/types";
import { copyCounts } from "./copy-counts";
import { offlineAvailability } from "./offline-availability";
import type { OfflineDeck } from "./offline-deck";
import { doneOffline, type StudiedOffline } from "./offline-limits";
import type { OfflineCopyMark } from "./offline-mark";
import { offlineSession } from "./offline-session";
import { readKeptDeck, readKeptDecks } from "./offline-study-store";

/** A deck's My Decks entry from its copy (older copies kept none: made from the session's deck). */
function listingOf(copy: OfflineDeck & { subDeckId: string }): MyDeck {
  if (copy.listing) return copy.listing;
  const { deck } = copy.learned;
  return {
    id: copy.subDeckId,
    subDeckId: copy.subDeckId,
    createdAt: new Date(copy.savedAt).toISOString(),
    name: deck.name,
    description: deck.description,
    wordCount: deck.wordCount,
    isWritingDeck: deck.isWritingDeck,
    languageId: deck.languageId,
    flagCode: deck.flagCode,
    wordsLearned: 0,
    counts: { ...EMPTY_WORD_COUNTS, total: deck.wordCount, new: deck.wordCount },
  };
}

/** My Decks with no network: the decks kept on this device, newest first, with their counts as of `now`. */
export async function myDecksFromCopies(userId: string, now: Date): Promise<(MyDeck & OfflineCopyMark)[] | null> {
  const copies = await readKeptDecks(userId);
  if (copies.length === 0) return null;
  return copies
    .map((copy) => {
      const counts = copyCounts(copy, now);
      const listing = listingOf(copy);
      return {
        ...listing,
        wordsLearned: counts.learned,
        dueCount: counts.dueNow,
        counts,
        offlineCopy: { savedAt: copy.savedAt, counts },
      };
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A deck page with no network: the copy's deck and progress, counted and unlocked as of `now`. */
export async function deckProgressFromCopy(
  userId: string,
  subDeckId: string,
  now: Date,
): Promise<(DeckProgress & OfflineCopyMark) | null> {
  const copy = await readKeptDeck(userId, subDeckId);
  if (!copy?.page) return null;
  const kept = copy.page.progress;
  const counts = countWords(kept.deck.wordCount, kept.progress, now);
  const sessions = offlineAvailability(sessionAvailability(unlockCounts(counts, kept.deck.words)), copy);
  return {
    ...kept,
    now: now.toISOString(),
    counts,
    sessions,
    offlineCopy: { savedAt: copy.savedAt, counts: copyCounts(copy, now) },
  };
}

/** A deck's words with no network, as its copy kept them. */
export async function deckWordsFromCopy(userId: string, subDeckId: string): Promise<Word[] | null> {
  return (await readKeptDeck(userId, subDeckId))?.page?.words ?? null;
}

/** A deck's exam plan with no network, as its copy kept it (marked as the copy's), or null when none was kept. */
export async function examPlanFromCopy(
  userId: string,
  subDeckId: string,
): Promise<({ plan: ExamPlanView | null } & OfflineCopyMark) | null> {
  const copy = await readKeptDeck(userId, subDeckId);
  if (!copy?.examPlan) return null;
  return { ...copy.examPlan, offlineCopy: { savedAt: copy.savedAt, counts: copyCounts(copy, new Date()) } };
}

/**
 * A study session with no network, from the deck's copy, within the deck's daily limits less what the
 * sessions studied on this device and not yet saved (`studied`, read only when the deck was kept) took of
 * them today; null when the deck was not kept or the copy has nothing for this session.
 */
export async function studySessionFromCopy(
  userId: string,
  mode: StudyMode,
  subDeckId: string,
  studied: () => Promise<readonly StudiedOffline[]>,
): Promise<StudySessionData | null> {
  const kept = await readKeptDeck(userId, subDeckId).catch(() => null);
  if (!kept) return null;
  const now = Date.now();
  return offlineSession(mode, kept, now, doneOffline(kept, subDeckId, await studied(), now));
}

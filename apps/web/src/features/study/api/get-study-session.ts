import type { StudyMode } from "@app/domain/navigation";
import { lastKnownUserId } from "../../../lib/session";
import { getStudySessionOnline } from "../../../shared/api/get-study-session-online";
import { doneOffline, offlineSession, readKeptDeck, unreachable } from "../../offline";
import { browserSaveStore } from "../lib/browser-save-deps";
import { readQueue } from "../lib/offline-save-queue";
import type { StudySessionData } from "../types";

/**
 * The session's data from the server; with no network, built from what the deck kept for offline study
 * (`useKeepDecksOffline`) within the deck's daily limits, marked `offline` so the screen can say so. The answers are saved when the network
 * is back, graded at the time they were given.
 */
export async function getStudySession(
  mode: StudyMode,
  subDeckId: string,
  beyondPlan = false,
): Promise<StudySessionData> {
  try {
    return await getStudySessionOnline(mode, subDeckId, beyondPlan);
  } catch (error) {
    const userId = lastKnownUserId();
    if (!unreachable(error) || !userId) throw error;
    const kept = await readKeptDeck(userId, subDeckId).catch(() => null);
    const now = Date.now();
    // Sessions studied offline and not yet saved count against the deck's daily limits too.
    const studied = kept ? (await readQueue(browserSaveStore())).filter((e) => e.userId === userId) : [];
    const done = kept
      ? doneOffline(
          kept,
          subDeckId,
          studied.map((e) => e.payload),
          now,
        )
      : undefined;
    const session = kept ? offlineSession(mode, kept, now, done) : null;
    if (!session) throw error;
    return { ...session, offline: true };
  }
}

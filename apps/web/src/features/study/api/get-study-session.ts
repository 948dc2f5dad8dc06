import type { StudyMode } from "@app/domain/navigation";
import { getStudySessionOnline } from "../../../shared/api/get-study-session-online";
import { fromCopyWhenUnreachable } from "../../offline";
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
    const session = await fromCopyWhenUnreachable(error, (reads, userId) =>
      // Sessions studied offline and not yet saved count against the deck's daily limits too.
      reads.studySessionFromCopy(userId, mode, subDeckId, async () =>
        (await readQueue(browserSaveStore())).filter((e) => e.userId === userId).map((e) => e.payload),
      ),
    );
    return { ...session, offline: true };
  }
}

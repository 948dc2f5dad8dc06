import type { QueryClient } from "@tanstack/react-query";
import { deckKeys, examPlanKeys, homeKeys, leechKeys } from "../../../shared/query-keys";
import { refreshCopyAfterSave } from "../../offline";

/**
 * After a saved session: the deck page, the deck list (words learned), today's goals, the backlog and the
 * leeches (a word forgotten once more may have become one) are out of date, and so is the deck's copy for
 * studying offline.
 */
export function invalidateAfterSave(queryClient: QueryClient, subDeckId: string): void {
  void queryClient.invalidateQueries({ queryKey: deckKeys.progress(subDeckId) });
  void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
  void queryClient.invalidateQueries({ queryKey: homeKeys.dailyGoals });
  void queryClient.invalidateQueries({ queryKey: homeKeys.catchUpPlan });
  void queryClient.invalidateQueries({ queryKey: leechKeys.all });
  // Home's exam status and the deck's plan count the words learned.
  void queryClient.invalidateQueries({ queryKey: examPlanKeys.all });
  refreshCopyAfterSave(subDeckId);
}

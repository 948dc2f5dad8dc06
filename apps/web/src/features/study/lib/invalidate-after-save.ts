import type { QueryClient } from "@tanstack/react-query";
import { deckKeys } from "../../decks/query-keys";
import { homeKeys } from "../../home/query-keys";

/** After a saved session: the deck page, the deck list (words learned), today's goals and the backlog are out of date. */
export function invalidateAfterSave(queryClient: QueryClient, subDeckId: string): void {
  void queryClient.invalidateQueries({ queryKey: deckKeys.progress(subDeckId) });
  void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
  void queryClient.invalidateQueries({ queryKey: homeKeys.dailyGoals });
  void queryClient.invalidateQueries({ queryKey: homeKeys.catchUpPlan });
}

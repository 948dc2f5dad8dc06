import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { matchPath } from "react-router";
import { getMyDecks } from "../../features/decks/api/get-my-decks";
import { preloadHomeSections } from "../../features/home/components/HomeTab";
import { dailyGoalsQuery } from "../../features/home/hooks/daily-goals-query";
import { updatesQuery } from "../../features/home/hooks/useUpdates";
import { fsrsSettingsKey, getFsrsSettings } from "../../lib/fsrs-settings";
import { deckKeys } from "../../shared/query-keys";
import { DeckPage, StudyScreen } from "./lazy-screens";

/**
 * The first screen's code and its first data start loading while the session is being checked,
 * not after it: the page no longer waits for one round trip, then the next. Only the app's own
 * pages do this (a learner opening them is almost always signed in); what is fetched is what the
 * screen would fetch first, and a visitor who turns out to be signed out costs a request that
 * answers 401.
 */
export function warmFirstScreen(pathname: string, search: string, queryClient: QueryClient): void {
  if (pathname === "/home") {
    const tab = new URLSearchParams(search).get("tab");
    if (tab !== null && tab !== "home") return;
    preloadHomeSections();
    void queryClient.prefetchQuery({ queryKey: deckKeys.myDecks, queryFn: getMyDecks });
    void queryClient.prefetchQuery(dailyGoalsQuery);
    void queryClient.prefetchQuery(updatesQuery);
    return;
  }
  if (matchPath("/decks/shared/:deckId", pathname)) return;
  if (matchPath("/decks/:subDeckId", pathname)) {
    DeckPage.preload();
    return;
  }
  if (matchPath("/study/:mode/:subDeckId", pathname)) {
    StudyScreen.preload();
    void queryClient.prefetchQuery({ queryKey: fsrsSettingsKey, queryFn: getFsrsSettings });
  }
}

/** Runs `warmFirstScreen` once, for the address the app opened at. Renders nothing. */
export function WarmFirstScreen() {
  const queryClient = useQueryClient();
  useEffect(() => {
    warmFirstScreen(window.location.pathname, window.location.search, queryClient);
  }, [queryClient]);
  return null;
}

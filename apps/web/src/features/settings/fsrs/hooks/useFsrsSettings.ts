import { useQuery } from "@tanstack/react-query";
import { fsrsSettingsKey, getFsrsSettings } from "../../../../lib/fsrs-settings";

/** The user's scheduling settings (also the study preferences), always fresh when a page opens. */
export function useFsrsSettings() {
  return useQuery({ queryKey: fsrsSettingsKey, queryFn: getFsrsSettings, staleTime: 0 });
}

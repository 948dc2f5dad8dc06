import { useQuery } from "@tanstack/react-query";
import { meRequest } from "./me-request";

/** GET /api/me/vacation (registered users). */
export interface VacationState {
  on: boolean;
  since: string | null;
}

export const VACATION_KEY = ["vacation"] as const;

/** Whether vacation mode is on; read by Settings' switch and the header's badge (one cache entry). */
export function useVacation(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: VACATION_KEY,
    queryFn: () => meRequest<VacationState>("/me/vacation"),
    enabled: options.enabled ?? true,
    // Offline or a failing server: no badge, and no retry loop in the header.
    retry: false,
  });
}

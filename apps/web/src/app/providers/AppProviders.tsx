import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { refetchCopiesWhenOnline } from "../../lib/copy-refetch";
import { onTimeZoneChange } from "../../lib/time-zone";
import { createQueryClient } from "./query-client";

/** Context every screen relies on. The auth session needs no provider: Better Auth keeps it in a store. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (tests mount many apps; each gets a clean cache).
  const [queryClient] = useState(createQueryClient);
  // Answers read in the zone remembered from an earlier visit are read again in the new one.
  useEffect(() => onTimeZoneChange(() => void queryClient.invalidateQueries()), [queryClient]);
  // Pages shown from the device's copy with no network are read from the server once it is back.
  useEffect(() => refetchCopiesWhenOnline(queryClient), [queryClient]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

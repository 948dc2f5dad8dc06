import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { createQueryClient } from "./query-client";

/** Context every screen relies on. The auth session needs no provider: Better Auth keeps it in a store. */
export function AppProviders({ children }: { children: ReactNode }) {
  // One client per mounted app (tests mount many apps; each gets a clean cache).
  const [queryClient] = useState(createQueryClient);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

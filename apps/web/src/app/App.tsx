import { RouterProvider } from "react-router/dom";
import { OfflineSaveSync } from "../features/study/components/OfflineSaveSync";
import { ErrorBoundary } from "./errors/ErrorBoundary";
import { AppProviders } from "./providers/AppProviders";
import { router } from "./router/router";
import { WarmFirstScreen } from "./router/WarmFirstScreen";
import { AppToaster } from "./status/AppToaster";
import { EmailVerifiedNotice } from "./status/EmailVerifiedNotice";
import { OfflineBanner } from "./status/OfflineBanner";

/** The whole app: global providers, the offline banner, the routed screens and the toast stack. */
export function App() {
  return (
    <ErrorBoundary>
      <AppProviders>
        <WarmFirstScreen />
        <OfflineBanner />
        <OfflineSaveSync />
        <RouterProvider router={router} />
        <AppToaster />
        <EmailVerifiedNotice />
      </AppProviders>
    </ErrorBoundary>
  );
}

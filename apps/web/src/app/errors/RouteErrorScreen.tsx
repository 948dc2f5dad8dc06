import { messages } from "@app/domain/messages";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { ErrorFallback } from "./ErrorFallback";

/** The router's error element: errors the screens' own boundaries did not catch. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <main id="main" className="min-h-dvh">
      <ErrorFallback title={messages.generic.unexpectedApplicationError} detail={detail} />
    </main>
  );
}

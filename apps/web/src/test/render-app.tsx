import { render } from "@testing-library/react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "../app/providers/AppProviders";
import { routes } from "../app/router/routes";
import { AppToaster } from "../app/status/AppToaster";

/** Renders the real route tree at `path`, with providers and the toast stack, like the app does. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
      <AppToaster />
    </AppProviders>,
  );
  return { router, ...result };
}

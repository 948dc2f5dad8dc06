import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { checking, fakeAuthClientModule, signedIn, signedOut } from "../../test/fake-session";
import { renderApp } from "../../test/render-app";

vi.mock("../../lib/auth-client", () => fakeAuthClientModule());

describe("route guards wired into the router", () => {
  it("shows the loading screen while the session is checked", () => {
    checking();
    renderApp("/home");
    expect(screen.getByRole("status").textContent).toContain("Loading");
  });

  it("sends a signed-out visitor from /home to the landing page", async () => {
    signedOut();
    const { router } = renderApp("/home?tab=decks");
    expect(await screen.findByRole("button", { name: "TRY IT NOW" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/");
  });

  it("sends a signed-in user from / to /home", async () => {
    signedIn(false);
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
  });

  it("sends a guest from /settings and /fsrs-settings to /home", async () => {
    signedIn(true);
    for (const path of ["/settings", "/fsrs-settings"]) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
      unmount();
    }
  });

  it("opens /settings for a registered user", async () => {
    signedIn(false);
    renderApp("/settings");
    expect(await screen.findByRole("heading", { name: "Settings", level: 1 })).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
  });

  it("redirects unknown paths to /", async () => {
    signedOut();
    const { router } = renderApp("/no/such/page");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("renders /reset-password without waiting for the session", async () => {
    checking();
    renderApp("/reset-password");
    expect(await screen.findByRole("heading", { name: "Reset Password" })).toBeTruthy();
  });

  it.each([
    ["/login", "Login"],
    ["/?view=login", "Login"],
    ["/signup", "Create Account"],
    ["/?view=signup", "Create Account"],
  ])("shows the right auth view for %s", async (path, heading) => {
    signedOut();
    renderApp(path);
    expect(await screen.findByRole("heading", { name: heading, level: 1 })).toBeTruthy();
  });

  it("shows the deck page for /decks/:id with its id", async () => {
    signedIn(true);
    // The deck page now asks the API for the deck; this one doesn't exist.
    vi.spyOn(globalThis, "fetch").mockImplementation(
      async () =>
        new Response(JSON.stringify({ error: { code: "NOT_FOUND", message: "Deck not found" } }), {
          status: 404,
          headers: { "Content-Type": "application/json" },
        }),
    );
    renderApp("/decks/abc-123");
    expect(await screen.findByRole("heading", { name: "Deck not found", level: 1 })).toBeTruthy();
    expect(screen.getByText("Deck abc-123")).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn } from "../../test/fake-session";
import { renderApp } from "../../test/render-app";

vi.mock("../../lib/auth-client", () => fakeAuthClientModule());

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("shell navigation for a guest", () => {
  beforeEach(() => signedIn(true));

  it("shows the sections but no Logout", async () => {
    renderApp("/home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    const nav = within(mainNav());
    for (const name of ["Home", "Decks", "Stats", "Create", "Forum", "Settings"]) {
      expect(nav.getByRole("link", { name })).toBeTruthy();
    }
    expect(nav.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it.each([
    ["Stats", "Create an account to access Stats"],
    ["Create", "Create an account to use Create"],
    ["Forum", "Create an account to access Forum"],
    ["Settings", "Create an account to access Settings"],
  ])("blocks %s with an info toast and stays put", async (name, message) => {
    const { router } = renderApp("/home?tab=home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    fireEvent.click(within(mainNav()).getByRole("link", { name }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(router.state.location.pathname).toBe("/home");
    expect(router.state.location.search).toBe("?tab=home");
  });

  it("lets a guest open Decks", async () => {
    const { router } = renderApp("/home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    fireEvent.click(within(mainNav()).getByRole("link", { name: "Decks" }));
    expect(await screen.findByRole("heading", { name: "Explore Decks" })).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=decks");
  });

  it("resets a blocked tab in the URL to home with the section toast", async () => {
    const { router } = renderApp("/home?tab=forum");
    expect(await screen.findByText("Create an account to access this section")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe("?tab=home"));
    expect(screen.getByRole("heading", { name: "Home", level: 1 })).toBeTruthy();
  });

  it("shows the guest banner with Register Now", async () => {
    renderApp("/home");
    expect(await screen.findByRole("button", { name: "Register Now" })).toBeTruthy();
  });
});

describe("shell navigation for a registered user", () => {
  beforeEach(() => signedIn(false));

  it("shows Logout and no guest banner", async () => {
    renderApp("/home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    expect(within(mainNav()).getByRole("button", { name: "Logout" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Register Now" })).toBeNull();
  });

  it("opens the Stats tab", async () => {
    const { router } = renderApp("/home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    fireEvent.click(within(mainNav()).getByRole("link", { name: "Stats" }));
    expect(await screen.findByRole("heading", { name: "Stats", level: 1 })).toBeTruthy();
    expect(router.state.location.search).toBe("?tab=stats");
    expect(within(mainNav()).getByRole("link", { name: "Stats" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens the Create tab with its New deck and Import actions", async () => {
    renderApp("/home?tab=create");
    expect(await screen.findByRole("heading", { name: "Create", level: 1 })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /New deck/ }).length).toBeGreaterThan(0);
  });

  it("logs out to the landing page", async () => {
    const { router } = renderApp("/home");
    await screen.findByRole("heading", { name: "Home", level: 1 });
    fireEvent.click(within(mainNav()).getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    // Logout goes on to forget the device's offline copies (code it imports on demand): the page
    // may show the landing before that import has finished, and the test must not end under it.
    await vi.dynamicImportSettled();
  });
});

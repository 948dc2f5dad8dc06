import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

describe("landing title view", () => {
  beforeEach(() => signedOut());

  it("has one main landmark, the hero, both entry buttons and three sample cards", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", { name: "Remember words for life", level: 1 })).toBeTruthy();
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "TRY IT NOW" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "LOGIN" })).toBeTruthy();
    for (const state of ["Not learned", "Learned", "Due"]) expect(screen.getByText(state)).toBeTruthy();
  });

  it("TRY IT NOW signs in as a guest and lands on /home", async () => {
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "TRY IT NOW" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(await screen.findByRole("button", { name: "Register Now" })).toBeTruthy();
  });

  it("LOGIN switches to the login view through ?view=login", async () => {
    const { router } = renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "LOGIN" }));
    expect(await screen.findByRole("heading", { name: "Login" })).toBeTruthy();
    expect(router.state.location.search).toBe("?view=login");
    fireEvent.click(screen.getByRole("link", { name: "Back" }));
    expect(await screen.findByRole("button", { name: "TRY IT NOW" })).toBeTruthy();
  });

  it("the theme toggle switches and remembers the theme", async () => {
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Switch to dark theme" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    fireEvent.click(screen.getByRole("button", { name: "Switch to light theme" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    expect(localStorage.getItem("theme")).toBe("light");
  });

  it("Contact requires both fields before sending", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Contact" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Please enter your email address")).toBeTruthy();
    expect(screen.getByText("Please enter a message")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("Contact shows an error toast when sending fails", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("", { status: 500 }));
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Contact" }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "me@example.com" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Your message could not be sent. Please try again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveProperty("value", "Hello"));
  });
});

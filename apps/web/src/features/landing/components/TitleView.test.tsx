import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fake-api";
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
    mockApi({ "POST /api/contact": () => ({ status: 500, body: {} }) });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Contact" }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "me@example.com" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Your message could not be sent. Please try again.")).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText("Message")).toHaveProperty("value", "Hello"));
  });

  it("Contact is sent behind the captcha with the device key; a limit's text is shown as the server words it", async () => {
    const LIMITED = "Too many attempts in a short time. Please try again in 20 minutes.";
    const api = mockApi({
      "POST /api/contact": () => ({ status: 429, body: { error: { code: "RATE_LIMITED", message: LIMITED } } }),
    });
    renderApp("/");
    fireEvent.click(await screen.findByRole("button", { name: "Contact" }));
    fireEvent.change(await screen.findByLabelText("Email"), { target: { value: "me@example.com" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Hello" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText(LIMITED)).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes("/api/contact"));
    expect(new Headers(call?.[1]?.headers).get("x-device-key")).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(api.mock.calls.some(([url]) => String(url).includes("/api/captcha/challenge"))).toBe(true);
    expect(screen.getByLabelText("Message")).toHaveProperty("value", "Hello");
  });
});

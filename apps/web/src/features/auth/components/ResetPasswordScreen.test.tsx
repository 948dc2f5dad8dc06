import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const INVALID = "Invalid or expired reset link. Please try requesting a new password reset.";
const DONE = "Password updated successfully! Signing you out and redirecting...";

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe("reset password screen", () => {
  beforeEach(() => signedOut());

  it("says the link is invalid for ?error=INVALID_TOKEN and for a missing token", async () => {
    const { unmount } = renderApp("/reset-password?error=INVALID_TOKEN");
    expect(await screen.findByText(INVALID)).toBeTruthy();
    unmount();
    renderApp("/reset-password");
    expect(await screen.findByText(INVALID)).toBeTruthy();
  });

  it("checks the passwords with the reset texts", async () => {
    renderApp("/reset-password?token=t1");
    await screen.findByRole("heading", { name: "Reset Password" });
    fill("New Password", "abc");
    fill("Confirm Password", "abd");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect(await screen.findByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("New Password"));
  });

  it("a refused token shows the invalid-link text", async () => {
    mockApi({
      "POST /api/auth/reset-password": () => apiError(400, "INVALID_RESET_LINK", INVALID),
    });
    renderApp("/reset-password?token=used");
    await screen.findByRole("heading", { name: "Reset Password" });
    fill("New Password", "Fresh-Meadow-71");
    fill("Confirm Password", "Fresh-Meadow-71");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect((await screen.findAllByText(INVALID)).length).toBeGreaterThan(0);
  });

  it("on success shows the text, then after 2 s signs out, clears storage and goes to /", async () => {
    // Imported here: a top-level import would run the mock factory before its helpers exist.
    const { authClient } = await import("../../../lib/auth-client");
    const api = mockApi({ "POST /api/auth/reset-password": () => ({ body: { ok: true, message: DONE } }) });
    localStorage.setItem("something", "kept until now");
    sessionStorage.setItem("draft", "x");
    const { router } = renderApp("/reset-password?token=tok-123");
    await screen.findByRole("heading", { name: "Reset Password" });
    fill("New Password", "Fresh-Meadow-71");
    fill("Confirm Password", "Fresh-Meadow-71");
    fireEvent.click(screen.getByRole("button", { name: "Update Password" }));
    expect((await screen.findByRole("status")).textContent).toContain(DONE);
    expect(sentBodies(api, "POST /api/auth/reset-password")).toEqual([
      { token: "tok-123", password: "Fresh-Meadow-71", confirmPassword: "Fresh-Meadow-71" },
    ]);
    expect(router.state.location.pathname).toBe("/reset-password");
    expect(authClient.signOut).not.toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"), { timeout: 3500 });
    expect(authClient.signOut).toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

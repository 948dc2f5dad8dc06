import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

async function openSettings() {
  const result = renderApp("/settings");
  await screen.findByRole("heading", { name: "Settings", level: 1 });
  return result;
}

const security = () => screen.getByRole("region", { name: "Security" });

function fill(label: string, value: string) {
  fireEvent.change(within(security()).getByLabelText(label), { target: { value } });
}

describe("settings", () => {
  beforeEach(() => signedIn(false));

  it("Profile shows name, e-mail and member since from the session, and no raw user id", async () => {
    await openSettings();
    const profile = screen.getByRole("region", { name: "Profile" });
    for (const text of ["Ada", "ada@example.com", "Member since"]) {
      expect(within(profile).getByText(text)).toBeTruthy();
    }
    expect(within(profile).getByText(/2025/)).toBeTruthy();
    expect(within(profile).queryByText("User ID")).toBeNull();
    expect(within(profile).queryByText("user-1")).toBeNull();
  });

  it("Profile says the e-mail is verified; an unverified one gets 'Resend verification email'", async () => {
    await openSettings();
    expect(within(screen.getByRole("region", { name: "Profile" })).getByText("Verified")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resend verification email" })).toBeNull();
  });

  it("an account registered but not yet verified (after Register Now) can send the link again", async () => {
    signedIn(false, { emailVerified: false });
    const api = mockApi({ "POST /api/auth/send-verification-email": () => ({ body: { ok: true } }) });
    await openSettings();
    const profile = screen.getByRole("region", { name: "Profile" });
    expect(within(profile).getByText("Not verified: check your inbox for the link.")).toBeTruthy();
    fireEvent.click(within(profile).getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Verification email sent! Check your inbox.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/send-verification-email")).toEqual([
      { email: "ada@example.com", callbackURL: "/home?verified=1" },
    ]);
  });

  it("Logout (phones have it here, not in the bottom bar) says what it forgets, and signs out", async () => {
    await openSettings();
    const section = screen.getByRole("region", { name: "Logout" });
    const button = within(section).getByRole("button", { name: "Logout" });
    expect(button.getAttribute("aria-describedby")).toBe("logout-note");
    expect(within(section).getByText(/forgets the decks kept here for offline study/)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Settings", level: 1 })).toBeNull());
  });

  it("change password: the spec's texts, the server's 'incorrect' beside the field, then success", async () => {
    let attempt = 0;
    const api = mockApi({
      "POST /api/auth/change-password": () => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(400, "CURRENT_PASSWORD_INCORRECT", "Current password is incorrect", {
            fields: { currentPassword: "Current password is incorrect" },
          });
        }
        return { body: { ok: true, message: "Password updated successfully!" } };
      },
    });
    await openSettings();
    const update = () => fireEvent.click(within(security()).getByRole("button", { name: "Update Password" }));

    update();
    expect(await screen.findByText("Current password is required")).toBeTruthy();
    expect(screen.getByText("New password must be at least 6 characters")).toBeTruthy();
    expect(document.activeElement).toBe(within(security()).getByLabelText("Current Password"));

    fill("Current Password", "Old-Pass-11");
    fill("New Password", "New-Pass-22");
    fill("Confirm New Password", "New-Pass-23");
    update();
    expect(await screen.findByText("New passwords do not match")).toBeTruthy();

    fill("New Password", "Old-Pass-11");
    fill("Confirm New Password", "Old-Pass-11");
    update();
    expect(await screen.findByText("New password must be different from current password")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/change-password")).toHaveLength(0);

    fill("New Password", "New-Pass-22");
    fill("Confirm New Password", "New-Pass-22");
    update();
    expect(await screen.findByText("Current password is incorrect")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(security()).getByLabelText("Current Password")));
    expect((within(security()).getByLabelText("New Password") as HTMLInputElement).value).toBe("New-Pass-22");

    fill("Current Password", "Right-Pass-33");
    update();
    expect((await within(security()).findByRole("status")).textContent).toContain("Password updated successfully!");
    expect((within(security()).getByLabelText("Current Password") as HTMLInputElement).value).toBe("");
    expect(sentBodies(api, "POST /api/auth/change-password").at(-1)).toEqual({
      currentPassword: "Right-Pass-33",
      newPassword: "New-Pass-22",
      confirmPassword: "New-Pass-22",
    });
  });

  it("every password field has its own show/hide button", async () => {
    await openSettings();
    for (const name of ["current password", "new password", "confirm new password"]) {
      const button = within(security()).getByRole("button", { name: `Show ${name}` });
      fireEvent.click(button);
      expect(button.getAttribute("aria-pressed")).toBe("true");
    }
  });

  it("Delete Account asks first with the spec's text; a failure says why", async () => {
    mockApi({
      "DELETE /api/account": () => ({ status: 500, body: { error: { code: "INTERNAL", message: "Boom" } } }),
    });
    await openSettings();
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Account" });
    expect(dialog.textContent).toContain("Are you sure you want to delete your account? This action cannot be undone.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await screen.findByText("Failed to delete account: Boom")).toBeTruthy();
  });

  it("Delete Account: on success the toast shows and the user ends up on /", async () => {
    const api = mockApi({
      "DELETE /api/account": () => {
        signedOut(); // the server cleared the session cookie
        return { body: { ok: true, message: "Account deleted successfully!" } };
      },
    });
    const { router } = await openSettings();
    fireEvent.click(screen.getByRole("button", { name: "Delete Account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Account" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete Account" }));
    expect(await screen.findByText("Account deleted successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(api.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(true);
    // Ending the session goes on to forget the device's offline copies, with code imported on
    // demand: the test must not end while that import is still loading.
    await vi.dynamicImportSettled();
  });

  it("Sign out everywhere ends the session and returns to /", async () => {
    mockApi({
      "POST /api/auth/revoke-sessions": () => {
        signedOut();
        return { body: { status: true } };
      },
    });
    const { router } = await openSettings();
    fireEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await vi.dynamicImportSettled();
  });
});

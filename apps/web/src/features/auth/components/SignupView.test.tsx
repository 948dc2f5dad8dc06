import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const SUCCESS = "Account created successfully! Please check your email to verify your account before signing in.";

function fill(label: string, value: string, scope: HTMLElement = document.body) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

function fillValid(scope?: HTMLElement) {
  fill("Username", "Ada2024", scope);
  fill("Email", "Ada@Example.com", scope);
  fill("Password", "Lantern-Sky-93", scope);
  fill("Confirm Password", "Lantern-Sky-93", scope);
}

describe("signup view", () => {
  beforeEach(() => signedOut());

  it("checks every field with the spec's texts before sending and focuses the first invalid one", async () => {
    const api = mockApi({});
    renderApp("/?view=signup");
    await screen.findByRole("heading", { name: "Create Account", level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Username is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters long")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("Username"));

    fill("Username", "admin");
    fill("Email", "ada@example.com");
    fill("Password", "Lantern-Sky-93");
    fill("Confirm Password", "Lantern-Sky-94");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("This username is reserved and cannot be used")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    fill("Username", "a_b");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Username can only contain letters and numbers")).toBeTruthy();
    fill("Username", "abcdefghijklmnop");
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Username must be 15 characters or less")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/sign-up/email")).toHaveLength(0);
  });

  it("asks about a username once typing pauses, and only for a well-formed one", async () => {
    const api = mockApi({
      "GET /api/account/username-available": ({ url }) =>
        url.searchParams.get("username") === "taken1"
          ? { body: { available: false, message: "Username already taken. Please choose a different one." } }
          : { body: { available: true } },
    });
    renderApp("/?view=signup");
    await screen.findByRole("heading", { name: "Create Account", level: 1 });
    fill("Username", "ab");
    fill("Username", "tak");
    fill("Username", "Taken1");
    expect(await screen.findByText("Username already taken. Please choose a different one.")).toBeTruthy();
    const checks = api.mock.calls.filter(([url]) => String(url).includes("username-available"));
    expect(checks).toHaveLength(1);
    expect(String(checks[0]?.[0])).toContain("username=taken1");
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");

    fill("Username", "free1");
    expect(await screen.findByText("Username is available")).toBeTruthy();
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's field message beside the field and keeps what was typed", async () => {
    mockApi({
      "GET /api/account/username-available": () => ({ body: { available: true } }),
      "POST /api/auth/sign-up/email": () =>
        apiError(409, "USERNAME_TAKEN", "Username already taken. Please choose a different one.", {
          fields: { username: "Username already taken. Please choose a different one." },
        }),
    });
    renderApp("/?view=signup");
    await screen.findByRole("heading", { name: "Create Account", level: 1 });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Username already taken. Please choose a different one.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Username")));
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("Ada@Example.com");
  });

  it("a throttled sign-up shows the server's text as a toast", async () => {
    const throttled = "Too many signup attempts. Please wait 45 minutes before trying again.";
    mockApi({
      "POST /api/auth/sign-up/email": () => apiError(429, "SIGNUP_THROTTLED", throttled, { retryAfterSeconds: 2700 }),
    });
    renderApp("/?view=signup");
    await screen.findByRole("heading", { name: "Create Account", level: 1 });
    fillValid();
    fireEvent.click(screen.getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText(throttled)).toBeTruthy();
  });

  it("on success sends the normalised values, shows the text and switches to login with the e-mail", async () => {
    const api = mockApi({
      "GET /api/account/username-available": () => ({ body: { available: true } }),
      "POST /api/auth/sign-up/email": () => ({ body: { ok: true, message: SUCCESS } }),
    });
    const { router } = renderApp("/?view=signup");
    await screen.findByRole("heading", { name: "Create Account", level: 1 });
    fillValid();
    fireEvent.submit(screen.getByLabelText("Confirm Password").closest("form") as HTMLFormElement);
    expect(await screen.findByRole("heading", { name: "Login", level: 1 })).toBeTruthy();
    expect(router.state.location.search).toBe("?view=login");
    expect(screen.getAllByText(SUCCESS).length).toBe(1); // inline, above the login fields; no toast repeating it
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect(sentBodies(api, "POST /api/auth/sign-up/email")).toEqual([
      { username: "ada2024", email: "ada@example.com", password: "Lantern-Sky-93", confirmPassword: "Lantern-Sky-93" },
    ]);
  });
});

describe("Register Now (guest conversion)", () => {
  beforeEach(() => signedIn(true));

  async function openRegister() {
    renderApp("/home");
    fireEvent.click(await screen.findByRole("button", { name: "Register Now" }));
    return screen.findByRole("dialog", { name: "Create Account" });
  }

  it("shows 'email already exists' beside the e-mail field", async () => {
    const duplicate = "An account with this email already exists. Please sign in instead.";
    mockApi({
      "POST /api/account/convert": () => apiError(409, "EMAIL_TAKEN", duplicate, { fields: { email: duplicate } }),
    });
    const dialog = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    expect(await within(dialog).findByText(duplicate)).toBeTruthy();
    expect(within(dialog).getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
  });

  it("converts the guest: toast, the dialog and the banner go, Logout appears", async () => {
    const api = mockApi({
      "POST /api/account/convert": () => {
        signedIn(false); // the server now reports a registered user
        return {
          body: { ok: true, verificationRequired: true, message: "Account created! Please verify your email." },
        };
      },
    });
    const dialog = await openRegister();
    fillValid(dialog);
    fireEvent.click(within(dialog).getByRole("button", { name: "Sign Up" }));
    expect(await screen.findByText("Account created! Please verify your email.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Register Now" })).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Logout" })).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes("/account/convert"));
    expect(new Headers(call?.[1]?.headers).get("x-device-key")).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const LOCKED = "Too many failed attempts. Please try again in 15 minutes.";

async function openLogin() {
  renderApp("/?view=login");
  await screen.findByRole("heading", { name: "Login", level: 1 });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const loginButton = () => screen.getByRole("button", { name: /^(Login|Account Locked)$/ });

describe("login view", () => {
  beforeEach(() => signedOut());

  it("checks the fields with the shared schema, shows the texts beside them and focuses the first", async () => {
    const api = mockApi({});
    await openLogin();
    fireEvent.click(loginButton());
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    const email = screen.getByLabelText("Email");
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(email.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Please enter a valid email address",
    );
    expect(sentBodies(api, "POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("sends the normalised e-mail with the device key; a wrong password shows the server's text and keeps the input", async () => {
    const api = mockApi({
      "POST /api/auth/sign-in/email": () =>
        apiError(401, "INVALID_CREDENTIALS", "Invalid email or password. 4 attempts remaining."),
    });
    await openLogin();
    fill("Email", "  Ada@Example.com ");
    fill("Password", "nope-nope");
    fireEvent.click(loginButton());
    expect(await screen.findByText("Invalid email or password. 4 attempts remaining.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/sign-in/email")).toEqual([
      { email: "ada@example.com", password: "nope-nope" },
    ]);
    const call = api.mock.calls.find(([url]) => String(url).includes("/sign-in/email"));
    const headers = new Headers(call?.[1]?.headers);
    expect(headers.get("x-device-key")).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(headers.get("x-device-key")).toBe(localStorage.getItem("deviceKey"));
    expect(headers.get("content-type")).toBe("application/json");
    expect(call?.[1]?.credentials).toBe("same-origin");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("nope-nope");
  });

  it("a request limit says what happened and for how long, keeps the input, and never says 'Login failed'", async () => {
    const LIMITED = "Too many attempts in a short time. Please try again in 45 seconds.";
    mockApi({
      "POST /api/auth/sign-in/email": () => apiError(429, "RATE_LIMITED", LIMITED, { retryAfterSeconds: 45 }),
    });
    await openLogin();
    fill("Email", "ada@example.com");
    fill("Password", "right-password");
    fireEvent.click(loginButton());
    expect(await screen.findByText(LIMITED)).toBeTruthy();
    expect(screen.queryByText("Login failed. Please try again.")).toBeNull();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("right-password");
    // A request limit is not the lockout: the button stays usable.
    expect(loginButton().textContent).toBe("Login");
  });

  it("a lockout disables the button as 'Account Locked', also after a reload, and ends when the time passes", async () => {
    mockApi({
      "POST /api/auth/sign-in/email": () => apiError(429, "ACCOUNT_LOCKED", LOCKED, { retryAfterSeconds: 2 }),
    });
    const first = renderApp("/?view=login");
    await screen.findByRole("heading", { name: "Login", level: 1 });
    fill("Email", "ada@example.com");
    fill("Password", "wrong-password");
    fireEvent.click(loginButton());
    await waitFor(() => expect(loginButton().textContent).toBe("Account Locked"));
    expect((loginButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(/Too many failed attempts\. Please try again in \d+ minutes?\./).length).toBeGreaterThan(
      0,
    );
    expect(JSON.parse(localStorage.getItem("lockedUntil") ?? "{}")["ada@example.com"]).toBeGreaterThan(Date.now());

    // A reload: the locked address comes back and the button is still locked.
    first.unmount();
    renderApp("/?view=login");
    await screen.findByRole("heading", { name: "Login", level: 1 });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    expect(loginButton().textContent).toBe("Account Locked");

    // Another address is not locked.
    fill("Email", "bob@example.com");
    expect(loginButton().textContent).toBe("Login");
    fill("Email", "ADA@example.com");
    expect(loginButton().textContent).toBe("Account Locked");

    // Exactly when the lockout ends, the button comes back and the stored lockout is gone.
    await waitFor(() => expect(loginButton().textContent).toBe("Login"), { timeout: 4000 });
    expect((loginButton() as HTMLButtonElement).disabled).toBe(false);
    expect(localStorage.getItem("lockedUntil")).toBeNull();
  });

  it("a successful sign-in clears a stale lockout and re-reads the session", async () => {
    localStorage.setItem("lockedUntil", JSON.stringify({ "ada@example.com": Date.now() - 1000 }));
    mockApi({ "POST /api/auth/sign-in/email": () => ({ body: { user: { id: "u1" } } }) });
    await openLogin();
    fill("Email", "ada@example.com");
    fill("Password", "right-password");
    fireEvent.click(loginButton());
    await waitFor(() => expect(localStorage.getItem("lockedUntil")).toBeNull());
  });

  it("when the server asks for a harder captcha, solves one of that level and sends the same sign-in again", async () => {
    const levels: (string | null)[] = [];
    let attempts = 0;
    const api = mockApi({
      "GET /api/captcha/challenge": ({ url }) => {
        levels.push(url.searchParams.get("level"));
        return { body: { enabled: false } };
      },
      "POST /api/auth/sign-in/email": () => {
        attempts += 1;
        if (attempts === 1) {
          return apiError(403, "CAPTCHA_REQUIRED", "One more check.", { captchaLevel: 2 });
        }
        return { body: { user: { id: "u1" } } };
      },
    });
    await openLogin();
    fill("Email", "ada@example.com");
    fill("Password", "right-password");
    fireEvent.click(loginButton());
    await waitFor(() => expect(sentBodies(api, "POST /api/auth/sign-in/email")).toHaveLength(2));
    const [first, second] = sentBodies(api, "POST /api/auth/sign-in/email");
    expect(second).toEqual(first);
    expect(levels.at(-1)).toBe("2");
    expect(screen.queryByText("One more check.")).toBeNull();
    expect(screen.queryByText("Login failed. Please try again.")).toBeNull();
  });

  it("opens in the forgot-password mode from the link in the failed sign-ins mail", async () => {
    mockApi({});
    renderApp("/login?forgot=1");
    expect(await screen.findByRole("heading", { name: "Forgot Password", level: 1 })).toBeTruthy();
  });

  it("shows the spec's captcha text when the challenge cannot be fetched, and sends nothing", async () => {
    const api = mockApi({ "GET /api/captcha/challenge": () => ({ status: 500, body: {} }) });
    await openLogin();
    fill("Email", "ada@example.com");
    fill("Password", "whatever1");
    fireEvent.click(loginButton());
    expect(await screen.findByText("Captcha error. Please retry.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/sign-in/email")).toHaveLength(0);
  });

  it("forgot password sends the link and shows the success text", async () => {
    const api = mockApi({
      "POST /api/auth/request-password-reset": () => ({
        body: { ok: true, message: "Password reset link sent to your email! Check your inbox and spam folder." },
      }),
    });
    await openLogin();
    fill("Email", "ada@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot Password", level: 1 })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("ada@example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send Reset Link" }));
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain("Password reset link sent to your email! Check your inbox and spam folder.");
    expect(sentBodies(api, "POST /api/auth/request-password-reset")).toEqual([{ email: "ada@example.com" }]);
    fireEvent.click(screen.getByRole("button", { name: "Back to Login" }));
    expect(await screen.findByRole("heading", { name: "Login", level: 1 })).toBeTruthy();
  });
});

describe("login view: unverified e-mail", () => {
  beforeEach(() => signedOut());

  it("says so beside the form and can send the verification link again", async () => {
    const notVerified = "Please verify your email address before signing in. Check your inbox for a verification link.";
    const api = mockApi({
      "POST /api/auth/sign-in/email": () => apiError(403, "EMAIL_NOT_VERIFIED", notVerified),
      "POST /api/auth/send-verification-email": () => ({ body: { status: true } }),
    });
    await openLogin();
    fill("Email", "ada@example.com");
    fill("Password", "right-password");
    fireEvent.click(loginButton());
    expect((await screen.findByRole("alert")).textContent).toContain(notVerified);
    fireEvent.click(screen.getByRole("button", { name: "Resend verification email" }));
    expect(await screen.findByText("Verification email sent! Check your inbox.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/auth/send-verification-email")).toEqual([
      { email: "ada@example.com", callbackURL: "/home?verified=1" },
    ]);
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn, signedOut } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

describe("Settings → Reminders", () => {
  it("turns the daily reminder on and moves its hour", async () => {
    signedIn(false);
    let saved = { enabled: false, hour: 18, email: "mei@example.org", timeZone: "Europe/Paris" };
    const api = mockApi({
      "GET /api/me/reminders": () => ({ body: saved }),
      "PUT /api/me/reminders": (request) => {
        saved = { ...saved, ...(request.body as object) };
        return { body: saved };
      },
    });
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Reminders" });
    const toggle = await within(section).findByRole("switch", { name: "Daily e-mail reminder" });
    expect(within(section).getByText(/to the e-mail address in your profile/)).toBeTruthy();
    expect(within(section).getByText("Your time (Europe/Paris).")).toBeTruthy();
    expect((within(section).getByLabelText("Send it at") as HTMLSelectElement).disabled).toBe(true);

    fireEvent.click(toggle);
    expect(await screen.findByText("Daily reminder on, at 18:00")).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
    fireEvent.change(within(section).getByLabelText("Send it at"), { target: { value: "7" } });
    expect(await screen.findByText("Daily reminder on, at 07:00")).toBeTruthy();
    // One toast, replaced: not the earlier one stacked above the new one.
    expect(screen.queryByText("Daily reminder on, at 18:00")).toBeNull();
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(1);
    expect(sentBodies(api, "PUT /api/me/reminders")).toEqual([
      { enabled: true, hour: 18 },
      { enabled: true, hour: 7 },
    ]);
  }, 20_000);
});

describe("the mail's stop link", () => {
  beforeEach(() => signedOut());

  it("turns reminders off when Stop reminders is pressed, signed out, and not as the page opens", async () => {
    const api = mockApi({ "POST /api/reminders/stop": () => ({ body: { stopped: true } }) });
    renderApp("/reminders/stop?token=u1.abc");
    const button = await screen.findByRole("button", { name: "Stop reminders" });
    expect(sentBodies(api, "POST /api/reminders/stop")).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByText("Your daily reminders are off. You will get no more of them.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/reminders/stop")).toEqual([{ token: "u1.abc" }]);
  });

  it("says so when the link is not valid", async () => {
    mockApi({
      "POST /api/reminders/stop": () =>
        apiError(
          400,
          "VALIDATION_ERROR",
          "This link does not stop any reminders. Turn them off in Settings → Reminders.",
        ),
    });
    renderApp("/reminders/stop?token=forged");
    fireEvent.click(await screen.findByRole("button", { name: "Stop reminders" }));
    expect(
      await screen.findByText("This link does not stop any reminders. Turn them off in Settings → Reminders."),
    ).toBeTruthy();
  });
});

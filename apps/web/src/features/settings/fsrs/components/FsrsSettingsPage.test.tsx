import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeHandler, mockApi, sentBodies } from "../../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../../test/fake-session";
import { renderApp } from "../../../../test/render-app";
import { SAVED_SETTINGS } from "../testing/saved-settings";

vi.mock("../../../../lib/auth-client", () => fakeAuthClientModule());

const SETTINGS = SAVED_SETTINGS;
/** A PUT of the settings answers with the saved ones and the change. */
const ECHO_PUT: Record<string, FakeHandler> = {
  "PUT /api/me/fsrs-settings": ({ body }) => ({ body: { ...SETTINGS, ...(body as object) } }),
};

/** The API with the saved settings (`saved`, else the defaults) and the given routes. */
function mockSettingsApi(routes: Record<string, FakeHandler> = {}, saved: object = SETTINGS) {
  return mockApi({ "GET /api/me/fsrs-settings": () => ({ body: saved }), ...routes });
}

const DECKS = { items: [{ subDeckId: "spanish-core-1", name: "Core words 1–100" }] };

describe("/fsrs-settings", () => {
  beforeEach(() => signedIn(false));

  it("shows the four cards; Save is enabled only for a valid change, which it saves and then goes home", async () => {
    const spy = mockSettingsApi(ECHO_PUT);
    const { router } = renderApp("/fsrs-settings");
    for (const card of ["Review Timing", "Difficulty Ratings", "Learning Steps", "Optimization"]) {
      expect(await screen.findByRole("heading", { name: card })).toBeTruthy();
    }
    const save = screen.getByRole("button", { name: "Save Settings" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const interval = screen.getByLabelText("Maximum Interval (days)");
    fireEvent.change(interval, { target: { value: "40000" } });
    expect(screen.getByText("Maximum interval must be between 1 and 36500 days")).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.change(interval, { target: { value: "365" } });
    expect(save.disabled).toBe(false);

    fireEvent.change(screen.getByRole("slider", { name: "Easy Bonus" }), { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("switch", { name: "Relearn Mature Words" }));
    fireEvent.click(save);

    expect(await screen.findByText("FSRS settings updated successfully!")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(sentBodies(spy, "PUT /api/me/fsrs-settings")).toEqual([
      { maximumInterval: 365, easyBonus: 1.5, relearnMatureCards: false },
    ]);
  }, 15_000);

  it("Review Load: load balancing, easy days per weekday and the leech threshold are saved as changed", async () => {
    const spy = mockSettingsApi(ECHO_PUT);
    renderApp("/fsrs-settings");
    expect(await screen.findByRole("heading", { name: "Review Load" })).toBeTruthy();
    const balancing = screen.getByRole("switch", { name: "Load Balancing" });
    expect(balancing.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(balancing);
    fireEvent.change(screen.getByLabelText("Sunday"), { target: { value: "minimum" } });
    fireEvent.change(screen.getByLabelText("Saturday"), { target: { value: "reduced" } });
    const threshold = screen.getByLabelText("Leech Threshold (lapses)");
    fireEvent.change(threshold, { target: { value: "0" } });
    expect(screen.getByText("A word must lapse 1 to 99 times to be a leech")).toBeTruthy();
    fireEvent.change(threshold, { target: { value: "6" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("FSRS settings updated successfully!")).toBeTruthy();
    expect(sentBodies(spy, "PUT /api/me/fsrs-settings")).toEqual([
      {
        loadBalancing: false,
        easyDays: ["normal", "normal", "normal", "normal", "normal", "reduced", "minimum"],
        leechThreshold: 6,
      },
    ]);
  }, 15_000);

  it("shows the server's field messages beside the fields and the failure toast", async () => {
    mockSettingsApi({
      "PUT /api/me/fsrs-settings": () =>
        apiError(400, "VALIDATION_ERROR", "Invalid FSRS settings: Hard interval must be between 0.5 and 2.0", {
          fields: { hardInterval: "Hard interval must be between 0.5 and 2.0" },
        }),
    });
    renderApp("/fsrs-settings");
    fireEvent.change(await screen.findByRole("slider", { name: "Hard Interval" }), { target: { value: "1.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Failed to update FSRS settings")).toBeTruthy();
    expect(screen.getByText("Hard interval must be between 0.5 and 2.0")).toBeTruthy();
  });

  it("Reset to Defaults", async () => {
    mockApi({
      "GET /api/me/fsrs-settings": () => ({ body: { ...SETTINGS, requestRetention: 0.8 } }),
      "POST /api/me/fsrs-settings/reset": () => ({ body: SETTINGS }),
    });
    renderApp("/fsrs-settings");
    const retention = await screen.findByRole("slider", { name: "Desired Retention" });
    expect(retention.getAttribute("aria-valuetext")).toBe("80 %");
    fireEvent.click(screen.getByRole("button", { name: "Reset to Defaults" }));
    expect(await screen.findByText("FSRS settings reset to defaults!")).toBeTruthy();
    expect(screen.getByRole("slider", { name: "Desired Retention" }).getAttribute("aria-valuetext")).toBe("90 %");
  });

  it("Update Cards: Confirm Update appears once a sub-deck is chosen; the server's message is the toast", async () => {
    const spy = mockSettingsApi({
      "GET /api/me/decks": () => ({ body: DECKS }),
      "POST /api/me/fsrs-settings/update-cards": () => ({
        body: { updated: 7, message: "Updated 7 words in subdeck with new review times" },
      }),
    });
    renderApp("/fsrs-settings");
    fireEvent.click(await screen.findByRole("button", { name: "Update Cards" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Cards" });
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Confirm Update" })).toBeNull();
    fireEvent.click(await within(dialog).findByRole("radio", { name: "Core words 1–100" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm Update" }));
    expect(await screen.findByText("Updated 7 words in subdeck with new review times")).toBeTruthy();
    expect(sentBodies(spy, "POST /api/me/fsrs-settings/update-cards")).toEqual([{ subDeckId: "spanish-core-1" }]);
  });

  it("Update Cards failure", async () => {
    mockSettingsApi({
      "GET /api/me/decks": () => ({ body: DECKS }),
      "POST /api/me/fsrs-settings/update-cards": () => ({ status: 500, body: {} }),
    });
    renderApp("/fsrs-settings");
    fireEvent.click(await screen.findByRole("button", { name: "Update Cards" }));
    fireEvent.click(await screen.findByRole("radio", { name: "Core words 1–100" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm Update" }));
    expect(await screen.findByText("Failed to update word review times")).toBeTruthy();
  });

  it("Optimize Parameters shows the server's reason on failure, and old/new parameters with the log loss on success", async () => {
    let enough = false;
    const result = {
      weightsBefore: [0.212, 1.2931],
      weightsAfter: [0.3, 1.1],
      logLossBefore: 0.4123,
      logLossAfter: 0.3811,
      reviewCount: 80,
      optimizedAt: "2025-01-02T10:00:00.000Z",
    };
    const spy = mockApi({
      "GET /api/me/fsrs-settings": () => ({ body: { ...SETTINGS, lastOptimization: enough ? result : null } }),
      "POST /api/me/fsrs-settings/optimize": () =>
        enough ? { body: result } : apiError(422, "UNPROCESSABLE", "Need at least 50 reviews to optimize parameters"),
      "DELETE /api/me/fsrs-settings/optimization": () => ({ body: { ok: true } }),
    });
    renderApp("/fsrs-settings");
    fireEvent.click(await screen.findByRole("button", { name: "Optimize Parameters" }));
    expect(await screen.findByText("Need at least 50 reviews to optimize parameters")).toBeTruthy();

    enough = true;
    fireEvent.click(screen.getByRole("button", { name: "Optimize Parameters" }));
    expect(await screen.findByText("Last optimization")).toBeTruthy();
    expect(screen.getByText("0.4123")).toBeTruthy();
    expect(screen.getByText("0.3811")).toBeTruthy();
    expect(screen.getByText("1.2931")).toBeTruthy();
    expect(screen.getByText("1.1000")).toBeTruthy();

    enough = false;
    fireEvent.click(screen.getByRole("button", { name: "Clear last optimization" }));
    await waitFor(() => expect(screen.queryByText("Last optimization")).toBeNull());
    expect(sentBodies(spy, "DELETE /api/me/fsrs-settings/optimization")).toHaveLength(1);
  });

  it("a fit that was no better says the current parameters were kept; RMSE shows when the server has it", async () => {
    const kept = {
      weightsBefore: [0.212, 1.2931],
      weightsAfter: [0.212, 1.2931],
      logLossBefore: 0.2886,
      logLossAfter: 0.2886,
      rmseBefore: 0.0346,
      rmseAfter: 0.0346,
      improved: false,
      reviewCount: 120,
    };
    mockSettingsApi({}, { ...SETTINGS, lastOptimization: kept });
    renderApp("/fsrs-settings");
    expect(await screen.findByText("Last optimization")).toBeTruthy();
    expect(screen.getByText(/so your current parameters were kept/)).toBeTruthy();
    const rmse = screen.getByRole("row", { name: /RMSE \(bins\)/ });
    expect(within(rmse).getAllByText("0.0346")).toHaveLength(2);
  });

  it("an improved fit without RMSE (a small history) shows neither the note nor an RMSE row", async () => {
    const better = {
      weightsBefore: [0.212],
      weightsAfter: [0.3],
      logLossBefore: 0.41,
      logLossAfter: 0.38,
      rmseBefore: null,
      rmseAfter: null,
      improved: true,
      reviewCount: 60,
    };
    mockSettingsApi({}, { ...SETTINGS, lastOptimization: better });
    renderApp("/fsrs-settings");
    expect(await screen.findByText("Last optimization")).toBeTruthy();
    expect(screen.queryByText(/current parameters were kept/)).toBeNull();
    expect(screen.queryByRole("row", { name: /RMSE/ })).toBeNull();
    expect(within(screen.getByRole("row", { name: /Log loss/ })).getByText("0.3800")).toBeTruthy();
  });

  it("Cancel stops a running optimization: the run ends as cancelled, not failed", async () => {
    let finish: (() => void) | null = null;
    const spy = mockSettingsApi({
      "POST /api/me/fsrs-settings/optimize": () =>
        new Promise((resolve) => {
          finish = () =>
            resolve({ status: 409, body: { error: { code: "CONFLICT", message: "Optimization cancelled." } } });
        }),
      "POST /api/me/fsrs-settings/optimize/cancel": () => {
        finish?.();
        return { body: { cancelled: true } };
      },
    });
    renderApp("/fsrs-settings");
    fireEvent.click(await screen.findByRole("button", { name: "Optimize Parameters" }));
    expect(await screen.findByText("Optimizing your parameters from your review history...")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Optimization cancelled. Your parameters are unchanged.")).toBeTruthy();
    expect(screen.queryByText("Failed to optimize FSRS parameters")).toBeNull();
    expect(screen.queryByText("Optimization cancelled.")).toBeNull();
    expect(sentBodies(spy, "POST /api/me/fsrs-settings/optimize/cancel")).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull());
  });

  it("a failed optimization with no reason from the server says 'Failed to optimize FSRS parameters'", async () => {
    mockSettingsApi({
      "POST /api/me/fsrs-settings/optimize": () => ({ status: 500, body: {} }),
    });
    renderApp("/fsrs-settings");
    fireEvent.click(await screen.findByRole("button", { name: "Optimize Parameters" }));
    expect(await screen.findByText("Failed to optimize FSRS parameters")).toBeTruthy();
  });
});

describe("Study Preferences on /settings", () => {
  beforeEach(() => signedIn(false));

  it("asks before changing the review algorithm; Cancel keeps it, Confirm Change saves it", async () => {
    const spy = mockSettingsApi(ECHO_PUT);
    renderApp("/settings");
    const algorithm = (await screen.findByLabelText("Review Algorithm")) as HTMLSelectElement;
    await waitFor(() => expect(algorithm.value).toBe("MANUAL"));

    fireEvent.change(algorithm, { target: { value: "AUTOMATIC" } });
    const dialog = await screen.findByRole("dialog", { name: "Change review algorithm?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(algorithm.value).toBe("MANUAL");
    expect(sentBodies(spy, "PUT /api/me/fsrs-settings")).toEqual([]);

    fireEvent.change(algorithm, { target: { value: "AUTOMATIC" } });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm Change" }));
    expect(await screen.findByText("Review algorithm updated successfully!")).toBeTruthy();
    expect(sentBodies(spy, "PUT /api/me/fsrs-settings")).toEqual([{ studyAlgorithm: "AUTOMATIC" }]);
    expect(algorithm.value).toBe("AUTOMATIC");
  });

  /** Settings' switch `name`, off at first, turned on: it says `confirmation` and shows as on. */
  async function turnOnSwitch(name: string, confirmation: string) {
    renderApp("/settings");
    const toggle = await screen.findByRole("switch", { name });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    fireEvent.click(toggle);
    expect(await screen.findByText(confirmation)).toBeTruthy();
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("true"));
  }

  it("production practice: a switch that saves at once and says so", async () => {
    const spy = mockSettingsApi(ECHO_PUT);
    await turnOnSwitch("Meaning → word practice", "Meaning → word practice is on");
    expect(sentBodies(spy, "PUT /api/me/fsrs-settings")).toEqual([{ productionPractice: true }]);
  });

  it("vacation mode: a switch that saves at once and says so", async () => {
    let on = false;
    const spy = mockSettingsApi({
      "GET /api/me/vacation": () => ({ body: { on, since: on ? "2026-11-25" : null } }),
      "PUT /api/me/vacation": ({ body }) => {
        on = (body as { on: boolean }).on;
        return { body: { on, since: on ? "2026-11-25" : null } };
      },
    });
    await turnOnSwitch("Vacation mode", "Vacation mode is on: your streak is paused");
    expect(sentBodies(spy, "PUT /api/me/vacation")).toEqual([{ on: true }]);
  });

  it("study type: success and failure texts; the link to the scheduling settings", async () => {
    let fail = false;
    mockSettingsApi({
      "PUT /api/me/fsrs-settings": ({ body }) =>
        fail ? { status: 500, body: {} } : { body: { ...SETTINGS, ...(body as object) } },
    });
    renderApp("/settings");
    const studyType = (await screen.findByLabelText("Study Type")) as HTMLSelectElement;
    expect([...studyType.options].map((o) => o.value)).toEqual(["All", "Typing", "Multiple Choice", "Audio"]);
    fireEvent.change(studyType, { target: { value: "Typing" } });
    fireEvent.click(
      within(await screen.findByRole("dialog", { name: "Change study type?" })).getByRole("button", {
        name: "Confirm Change",
      }),
    );
    expect(await screen.findByText("Study type updated successfully!")).toBeTruthy();

    fail = true;
    fireEvent.change(studyType, { target: { value: "Audio" } });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Confirm Change" }));
    expect(await screen.findByText("Failed to update study type")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Scheduling Settings" }).getAttribute("href")).toBe("/fsrs-settings");
  });
});

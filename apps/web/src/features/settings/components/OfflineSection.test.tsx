import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { STORAGE_AT_RISK_TEXT, STORAGE_KEPT_TEXT } from "./StoragePersistenceNote";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const deck = (subDeckId: string, name: string) => ({
  id: `ud-${subDeckId}`,
  subDeckId,
  name,
  description: "",
  wordCount: 100,
  isWritingDeck: false,
  languageId: "spanish",
  flagCode: "es",
  createdAt: "2026-11-20T10:00:00.000Z",
  wordsLearned: 0,
  dueCount: 0,
});

describe("settings: studying offline", () => {
  beforeEach(() => {
    signedIn(false);
    localStorage.clear();
  });

  it("lists the collection's decks with a switch each; leaving one out is remembered on this device", async () => {
    mockApi({
      "GET /api/me/decks": () => ({
        body: { items: [deck("spanish-core-1", "Core 1"), deck("spanish-core-2", "Core 2")] },
      }),
    });
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Studying offline" });
    const core2 = await within(section).findByRole("switch", { name: "Core 2" });
    expect(core2.getAttribute("aria-checked")).toBe("true");
    fireEvent.click(core2);
    await vi.waitFor(() => expect(core2.getAttribute("aria-checked")).toBe("false"));
    expect(JSON.parse(localStorage.getItem("lexistep:offline-excluded-decks") ?? "[]")).toEqual(["spanish-core-2"]);
    expect(within(section).getByRole("switch", { name: "Core 1" }).getAttribute("aria-checked")).toBe("true");
  });

  it("says how many sessions wait on this device and when sessions studied offline were last saved", async () => {
    // Two of this learner's sessions, one of another account on the device, and a record that is not a session.
    const queued = (userId: string, sessionId: string) => ({
      userId,
      queuedAt: "2026-11-24T18:00:00.000Z",
      payload: { sessionId, startedAt: "2026-11-24T17:50:00.000Z" },
    });
    localStorage.setItem(
      "lexistep:pending-study-sessions",
      JSON.stringify([queued("user-1", "s1"), queued("user-1", "s2"), queued("user-2", "s3"), {}]),
    );
    localStorage.setItem("lexistep:last-offline-sync", "2026-11-24T18:30:00.000Z");
    mockApi({ "GET /api/me/decks": () => ({ body: { items: [] } }) });
    renderApp("/settings");
    const status = await screen.findByTestId("offline-sync-status");
    await vi.waitFor(() => expect(status.textContent).toMatch(/^2 sessions/));
    expect(status.textContent).toMatch(/^2 sessions waiting to be saved\. Sessions studied offline last saved .*2026/);
  });

  it("says why the last try to save them failed", async () => {
    localStorage.setItem(
      "lexistep:pending-study-sessions",
      JSON.stringify([
        { userId: "user-1", queuedAt: "2026-11-24T18:00:00.000Z", payload: { sessionId: "s1", startedAt: "x" } },
      ]),
    );
    localStorage.setItem(
      "lexistep:offline-sync-problem",
      JSON.stringify({
        at: "2026-11-24T19:00:00.000Z",
        message: "You were signed out. Sign in again and they are sent.",
      }),
    );
    mockApi({ "GET /api/me/decks": () => ({ body: { items: [] } }) });
    renderApp("/settings");
    const status = await screen.findByTestId("offline-sync-status");
    await vi.waitFor(() => expect(status.textContent).toMatch(/^1 session waiting/));
    expect(status.textContent).toMatch(/The last try to save them \(.*\) failed: You were signed out\./);
  });

  it("says how many pronunciations are kept for the decks, and the room they take", async () => {
    const audio = (bytes: number) => new Response(new Uint8Array(bytes));
    const files = new Map([
      ["/audio/recorded/cmn/a.mp3", 3000],
      ["/audio/recorded/cmn/b.mp3", 5000],
    ]);
    vi.stubGlobal("caches", {
      has: async (name: string) => name === "lexistep-recordings",
      open: async () => ({
        keys: async () => [...files.keys()].map((url) => new Request(`http://localhost${url}`)),
        match: async (request: Request) => audio(files.get(new URL(request.url).pathname) ?? 0),
      }),
    });
    mockApi({ "GET /api/me/decks": () => ({ body: { items: [deck("chinese-hsk1-1", "HSK 1")] } }) });
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Studying offline" });
    await vi.waitFor(() => expect(section.textContent).toContain("Pronunciations kept for them: 2, 8 KB."));
    vi.unstubAllGlobals();
  });

  it("says when the browser keeps what is stored here, and warns (with a way to ask again) when it does not", async () => {
    let granted = false;
    const persist = vi.fn(async () => {
      granted = true;
      return true;
    });
    vi.stubGlobal(
      "navigator",
      Object.assign(Object.create(navigator), {
        storage: { persisted: async () => granted, persist, estimate: async () => ({}) },
      }),
    );
    mockApi({ "GET /api/me/decks": () => ({ body: { items: [] } }) });
    renderApp("/settings");
    const section = await screen.findByRole("region", { name: "Studying offline" });
    const note = await within(section).findByTestId("storage-persistence");
    expect(note.textContent).toBe(STORAGE_AT_RISK_TEXT);
    expect(note.textContent).toContain("in Safari after 7 days without a visit unless Lexistep is installed");
    fireEvent.click(within(section).getByRole("button", { name: "Ask the browser to keep them" }));
    await vi.waitFor(() =>
      expect(within(section).getByTestId("storage-persistence").textContent).toBe(STORAGE_KEPT_TEXT),
    );
    expect(persist).toHaveBeenCalledTimes(1);
    expect(within(section).queryByRole("button", { name: "Ask the browser to keep them" })).toBeNull();
    vi.unstubAllGlobals();
  });
});

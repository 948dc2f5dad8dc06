import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { sessionWord, spanishDeck, studySessionData } from "../../../test/study-data";
import type { SessionWord, StudySessionData } from "../../study";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const word = sessionWord;

const data = (words: SessionWord[]): StudySessionData =>
  studySessionData({
    kind: "time-rush",
    deck: spanishDeck({ specialCharacters: ["ñ"] }),
    settings: { studyAlgorithm: "MANUAL", studyType: "Typing" },
    words,
  });

const RECORD = { bestScore: 7, gamesPlayed: 2, lastPlayed: null };

function api(words: SessionWord[]) {
  return mockApi({
    "GET /api/me/study/time-rush/spanish-core-1": () => ({ body: data(words) }),
    "GET /api/me/time-rush/spanish-core-1": () => ({ body: RECORD }),
    "POST /api/me/time-rush/spanish-core-1/games": () => ({
      status: 201,
      body: {
        gameId: "8f0e4a62-4b8e-4c59-9a57-1e4f7e0d2a11",
        startedAt: "2025-01-02T00:00:00.000Z",
        startSeconds: 15,
        ...RECORD,
      },
    }),
  });
}

const stat = (label: string) =>
  within(screen.getByText(label, { selector: "dt" }).parentElement!).getByRole("definition");

describe("Time Rush screen", () => {
  beforeEach(() => signedIn(true));

  it("says 'No Words Available' when nothing is learned, with Go Back to the deck", async () => {
    const spy = api([]);
    renderApp("/study/time-rush/spanish-core-1");
    expect(await screen.findByText("No Words Available")).toBeTruthy();
    expect(screen.getByText("You need to learn some words first before playing Time Rush!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go Back" }).getAttribute("href")).toBe("/decks/spanish-core-1");
    expect(sentBodies(spy, "POST /api/me/time-rush/spanish-core-1/games")).toEqual([]);
  });

  it("starts a game on the server, then plays: countdown, Score, Words, Best and the typing prompt", async () => {
    const spy = api([word(1, "hola", "hello"), word(2, "gato", "cat")]);
    renderApp("/study/time-rush/spanish-core-1");
    const input = await screen.findByPlaceholderText("Type your answer and press Enter...");
    expect(sentBodies(spy, "POST /api/me/time-rush/spanish-core-1/games")).toHaveLength(1);
    expect(screen.getByRole("timer").getAttribute("aria-label")).toMatch(/^1[45] seconds left$/);
    expect(screen.getByText("Plenty of time")).toBeTruthy();
    expect(stat("Score").textContent).toBe("0");
    expect(stat("Words").textContent).toBe("0");
    expect(stat("Best").textContent).toBe("7");

    const prompt = screen.getByTestId("study-prompt").textContent;
    fireEvent.change(input, { target: { value: prompt === "hola" ? "hello" : "cat" } });
    await act(async () => {
      fireEvent.submit(input.closest("form")!);
    });
    expect(stat("Score").textContent).toBe("1");
    expect(stat("Words").textContent).toBe("1");
    expect(screen.getByTestId("time-rush-feedback").textContent).toContain("Correct!");
  });

  it("a game that can't start says so and offers to try again", async () => {
    mockApi({
      "GET /api/me/study/time-rush/spanish-core-1": () => ({ body: data([word(1, "hola", "hello")]) }),
      "GET /api/me/time-rush/spanish-core-1": () => ({ body: RECORD }),
    });
    renderApp("/study/time-rush/spanish-core-1");
    expect(
      await screen.findByText("The game could not start. Please check your connection and try again."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });
});

import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionWord } from "../../../test/study-data";
import { SessionOverview } from "./SessionOverview";

function renderOverview(props: Partial<Parameters<typeof SessionOverview>[0]>) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <SessionOverview
          title="Learn New · Core 1"
          overview={{ totalCorrect: 5, totalAnswered: 5, accuracyPercentage: 100, rows: [], markedKnown: [] } as never}
          rows={[]}
          words={[]}
          saveStatus={{ kind: "saving" }}
          deckPath="/decks/spanish-core-1"
          emptyRowsText="No word reached 5 correct answers in this session."
          {...props}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the session overview's next step", () => {
  it("after Learn New: 'Learn 5 more' beside Back to Deck, and when the words come back once saved", () => {
    const soon = new Date(Date.now() + 60_000 - 1_000).toISOString();
    renderOverview({
      learnMore: { path: "/study/learn-new/spanish-core-1", label: "Learn 5 more", beyondPlan: false },
      saveStatus: {
        kind: "saved",
        result: {
          success: true,
          sessionId: "s",
          wordsLearned: 5,
          wordsReviewed: 0,
          savedWords: 5,
          progress: [1, 2, 3, 4, 5].map((wordId) => ({
            wordId,
            state: 1,
            learningSteps: 3,
            nextReview: soon,
            correctCount: 5,
            reviewedCount: 5,
          })),
        },
      },
    });
    expect(screen.getByRole("link", { name: "Learn 5 more" }).getAttribute("href")).toBe(
      "/study/learn-new/spanish-core-1",
    );
    expect(screen.getByRole("link", { name: "Back to Deck" })).toBeTruthy();
    expect(screen.getByTestId("next-up").textContent).toBe("Next: 5 words due in 1 min");
  });

  it("says nothing of what comes next before the save is confirmed", () => {
    renderOverview({ saveStatus: { kind: "queued" } });
    expect(screen.queryByTestId("next-up")).toBeNull();
    expect(screen.queryByRole("link", { name: "Learn 5 more" })).toBeNull();
  });
});

describe("words marked 'Already know'", () => {
  const word = sessionWord;
  const words = [word(1, "le chat", "猫"), word(2, "le chien", "犬"), word(3, "l'oiseau", "鳥")];

  it("are listed as marked known, with no invented answers, accuracy or per-word results", () => {
    renderOverview({
      overview: {
        totalCorrect: 0,
        totalAnswered: 0,
        totalIncorrect: 0,
        accuracyPercentage: 0,
        rows: [],
        markedKnown: [1, 2, 3],
      },
      words,
    });
    expect(screen.getByRole("heading", { name: "3 words marked as known" })).toBeTruthy();
    expect(screen.getByText("le chat")).toBeTruthy();
    expect(screen.queryByText("Correct")).toBeNull();
    expect(screen.queryByText("Accuracy")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Word Results" })).toBeNull();
  });

  it("beside answered words: the answers' totals and results, and the known word apart", () => {
    renderOverview({
      overview: {
        totalCorrect: 5,
        totalAnswered: 5,
        totalIncorrect: 0,
        accuracyPercentage: 100,
        rows: [],
        markedKnown: [3],
      },
      rows: [{ wordId: 1, correct: 5, incorrect: 0, averageResponseSeconds: 1.2, accuracy: 100, medal: "gold" }],
      words,
    });
    expect(screen.getByRole("heading", { name: "1 word marked as known" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Word Results" })).toBeTruthy();
    // The totals (and the word's own card) say "Accuracy".
    expect(screen.getAllByText("Accuracy", { selector: "dt" }).length).toBe(2);
  });

  it("a word and its meaning → word direction are two results told apart; a missed one is marked", () => {
    const row = (wordId: number, incorrect: number) => ({
      wordId,
      correct: 5,
      incorrect,
      averageResponseSeconds: 2,
      accuracy: incorrect ? 80 : 100,
      medal: null,
    });
    renderOverview({
      rows: [row(1, 0), row(2, 1)],
      words: [
        sessionWord(1, "gato", "cat"),
        { ...sessionWord(2, "gato", "cat"), kind: "production" as const, noteWordId: 1 },
      ],
    });
    const results = screen.getAllByRole("listitem");
    expect(results).toHaveLength(2);
    expect(results[0]!.textContent).not.toContain("Meaning → word");
    expect(results[0]!.textContent).not.toContain("Missed");
    expect(results[1]!.textContent).toContain("Meaning → word");
    expect(results[1]!.textContent).toContain("Missed");
  });
});

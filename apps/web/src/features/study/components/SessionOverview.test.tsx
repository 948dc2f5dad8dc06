import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionOverview } from "./SessionOverview";

function renderOverview(props: Partial<Parameters<typeof SessionOverview>[0]>) {
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <SessionOverview
          title="Learn New · Core 1"
          overview={{ totalCorrect: 5, totalAnswered: 5, accuracyPercentage: 100, speedRanking: [] } as never}
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
      learnMorePath: "/study/learn-new/spanish-core-1",
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

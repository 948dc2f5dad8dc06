import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../app/providers/query-client";
import { fakeApi } from "../../decks/testing/fake-api";
import { invalidateAfterSave } from "../../study/lib/invalidate-after-save";
import { useDailyGoals } from "./useDailyGoals";

function Goals({ name }: { name: string }) {
  const goals = useDailyGoals();
  return <p>{goals.data ? `${name}: ${goals.data.learned} learned` : `${name}: loading`}</p>;
}

describe("useDailyGoals", () => {
  it("a second place on the screen that shows the goals a moment later does not read them again; a saved session does", async () => {
    let learned = 3;
    const api = fakeApi().on("GET", /^\/me\/daily-goals$/, () => ({ body: { learned } }));
    const reads = () => api.calls.filter((c) => c.path === "/me/daily-goals").length;
    const queryClient = createQueryClient();

    const { rerender } = render(
      <QueryClientProvider client={queryClient}>
        <Goals name="card" />
      </QueryClientProvider>,
    );
    await screen.findByText("card: 3 learned");
    // The catch-up plan appears once the decks are in: after the goals' read has answered.
    rerender(
      <QueryClientProvider client={queryClient}>
        <Goals name="card" />
        <Goals name="plan" />
      </QueryClientProvider>,
    );
    await screen.findByText("plan: 3 learned");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads()).toBe(1);

    learned = 8;
    invalidateAfterSave(queryClient, "spanish-core-1");
    await waitFor(() => expect(screen.getByText("card: 8 learned")).toBeTruthy());
    expect(reads()).toBe(2);
  });
});

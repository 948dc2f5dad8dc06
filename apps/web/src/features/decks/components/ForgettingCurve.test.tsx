import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi } from "../../../test/fake-api";
import { fsrsSettingsBody } from "../../../test/study-data";
import { ForgettingCurve } from "./ForgettingCurve";

describe("a word's forgetting curve", () => {
  it("draws recall falling from 100 % and lists it in a table, 90 % at the stability", async () => {
    mockApi({ "GET /api/me/fsrs-settings": () => ({ body: fsrsSettingsBody() }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ForgettingCurve
          stability={10}
          lastReview="2026-11-10T10:00:00.000Z"
          nextReview="2026-11-20T10:00:00.000Z"
          now={new Date("2026-11-15T10:00:00.000Z")}
        />
      </QueryClientProvider>,
    );
    const table = await screen.findByRole("table", { name: "Forgetting curve" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("100%")).toBeTruthy();
    const tenth = rows.find((row) => within(row).queryByText("10"));
    expect(tenth && within(tenth).getByText("90%")).toBeTruthy();
    const svg = screen.getByTestId("plot-chart").querySelector("svg")!;
    expect(svg).toBeTruthy();
    // "today" stands at the foot of its rule, level with the 0 % tick, far from the y axis's label at the top.
    const textY = (text: string) => {
      const element = [...svg.querySelectorAll("text")].find((t) => t.textContent === text);
      return Number(/translate\([^,]+,([^)]+)\)/.exec(element?.getAttribute("transform") ?? "")?.[1]);
    };
    expect(textY("today")).toBe(textY("0%"));
    expect(textY("today") - textY("↑ Chance of recall")).toBeGreaterThan(60);
  });
});

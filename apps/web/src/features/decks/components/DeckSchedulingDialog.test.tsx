import type { DeckSimulationInputs } from "@app/domain/planning/deck-simulation-inputs";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChoicesRunner } from "../lib/run-retention-choices";
import { fakeApi } from "../testing/fake-api";
import { DeckSchedulingDialog } from "./DeckSchedulingDialog";

const DECK = "chinese-hsk1-1";
const SCHEDULING = /^\/me\/decks\/chinese-hsk1-1\/scheduling$/;
const SIMULATION = /^\/me\/decks\/chinese-hsk1-1\/scheduling\/simulation$/;

const inputs: DeckSimulationInputs = {
  weights: [],
  defaultRetention: 0.9,
  deckRetention: null,
  maximumInterval: 36500,
  studied: [[3, 5, 1, 0]],
  newWords: 149,
  newPerDay: 10,
  reviewLimit: null,
  seconds: { review: 8, lapse: 20, newWord: 30 },
  firstWeekday: 0,
};

/** Points that rise with retention, given at once: the dialog's part, not the simulator's, is tested here. */
const runner: ChoicesRunner = (_inputs, retentions, onPoint) => {
  for (const retention of retentions) {
    onPoint({ retention, minutesPerDay: retention * 20, knownAfterYear: retention * 150 });
  }
  return { done: Promise.resolve(), cancel: () => {} };
};

function setup() {
  let saved = { desiredRetention: null as number | null, newPerDay: null as number | null, reviewsPerDay: null };
  const answer = () => ({
    subDeckId: DECK,
    ...saved,
    defaultRetention: 0.9,
    effectiveRetention: saved.desiredRetention ?? 0.9,
  });
  const api = fakeApi()
    .on("GET", SCHEDULING, () => ({ body: answer() }))
    .on("GET", SIMULATION, { body: inputs })
    .on("PUT", SCHEDULING, (call) => {
      saved = call.body as typeof saved;
      return { body: answer() };
    });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeckSchedulingDialog subDeckId={DECK} open onOpenChange={() => {}} runner={runner} />
    </QueryClientProvider>,
  );
  return api;
}

describe("the deck's Scheduling dialog", () => {
  it("shows both charts with their tables, the current choice marked", async () => {
    setup();
    await screen.findByText("Simulated 11 choices.", {}, { timeout: 10_000 });
    expect(screen.getByText("Minutes a day (average over a year)", { selector: "figcaption" })).toBeTruthy();
    expect(screen.getByText("Words known after 1 year", { selector: "figcaption" })).toBeTruthy();
    const [table] = screen.getAllByRole("table", { name: "Minutes a day (average over a year)" });
    const rows = within(table!).getAllByRole("row");
    // A heading row, the ten choices and the current one (90 % is not among the ten).
    expect(rows).toHaveLength(12);
    expect(within(table!).getByText("90 % (current)")).toBeTruthy();
    expect(within(table!).getByText("18.0 min")).toBeTruthy();
    // The cheapest choice keeping 95 % of the most words known (97 %: 145.5) is 94 % (141).
    expect(screen.getByText("Recommended: 94 %.")).toBeTruthy();
    expect(within(table!).getByText("Recommended: 94 %")).toBeTruthy();
    // The chart library loads lazily: on a busy machine the drawing can come after the tables.
    await waitFor(() => expect(screen.getAllByTestId("plot-chart")[0]!.querySelector("svg")).toBeTruthy(), {
      timeout: 10_000,
    });
  }, 15_000);

  it("refuses a retention out of range without saving, then saves 85 % and marks it", async () => {
    const api = setup();
    const field = await screen.findByLabelText("Desired retention (%)");
    fireEvent.change(field, { target: { value: "98" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Desired retention must be between 70 % and 97 %.")).toBeTruthy();
    expect(api.callsTo("PUT", SCHEDULING)).toHaveLength(0);

    fireEvent.change(field, { target: { value: "85" } });
    fireEvent.change(screen.getByLabelText("New words a day"), { target: { value: "12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await screen.findByText(/^Saved\./);
    expect(api.callsTo("PUT", SCHEDULING)[0]!.body).toEqual({
      desiredRetention: 0.85,
      newPerDay: 12,
      reviewsPerDay: null,
    });
    await waitFor(() => expect(screen.getAllByText("85 % (current)").length).toBeGreaterThan(0));
  });

  it("resets the deck to the learner's defaults", async () => {
    const api = setup();
    fireEvent.click(await screen.findByRole("button", { name: "Reset to default" }));
    await screen.findByText("Back to your defaults.");
    expect(api.callsTo("PUT", SCHEDULING)[0]!.body).toEqual({
      desiredRetention: null,
      newPerDay: null,
      reviewsPerDay: null,
    });
    expect((screen.getByLabelText("Desired retention (%)") as HTMLInputElement).value).toBe("");
  });
});

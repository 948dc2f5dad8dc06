import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { KeptCopyCounts } from "./KeptCopyCounts";

const counts = (dueNow: number, building: number, learned: number) => ({
  total: 100,
  new: 100 - building - learned,
  building,
  learned,
  dueNow,
  known: 0,
  ignored: 0,
});

describe("an own deck's counts on this device", () => {
  it("add up every kept part of the deck, as its card's figures do", () => {
    render(
      <KeptCopyCounts
        entries={[
          { offlineCopy: { savedAt: 0, counts: counts(2, 3, 10) } },
          { offlineCopy: { savedAt: 0, counts: counts(1, 0, 4) } },
          { name: "a part not kept on this device" },
        ]}
      />,
    );
    expect(screen.getByTestId("kept-copy-counts").textContent).toBe(
      "On this device: 3 due now · 3 building · 14 learned",
    );
  });

  it("says nothing when the entries come from the server", () => {
    const { container } = render(<KeptCopyCounts entries={[{ name: "read online" }]} />);
    expect(container.textContent).toBe("");
  });
});

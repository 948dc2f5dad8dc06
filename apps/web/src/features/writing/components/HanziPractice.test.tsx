import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../test/fake-api";
import { HanziPractice } from "./HanziPractice";

describe("Chinese writing practice", () => {
  it("says 'No character to practice' when the word has no Chinese character", () => {
    render(<HanziPractice word="hola" mode="test" onComplete={() => undefined} />);
    expect(screen.getByText("No character to practice")).toBeTruthy();
  });

  it("loads the stroke data from our server and says why when it can't", async () => {
    const spy = mockApi({ "GET /hanzi-data/%E6%88%91.json": () => ({ status: 404, body: { error: "nope" } }) });
    const onComplete = vi.fn();
    render(<HanziPractice word="我" mode="learn" onComplete={onComplete} />);
    expect(await screen.findByText(/^Failed to load character data: 404/, {}, { timeout: 3000 })).toBeTruthy();
    const urls = spy.mock.calls.map(([input]) => String(input));
    expect(urls).toEqual(["/hanzi-data/%E6%88%91.json"]);
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
    expect(onComplete).not.toHaveBeenCalled();
  });

  it("shows 'Character X of N' for a word of several characters, with the controls and the mistakes", async () => {
    mockApi({});
    render(<HanziPractice word="你好" mode="test" onComplete={() => undefined} />);
    expect(screen.getByText("Character 1 of 2")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Animate" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reveal outline" })).toBeTruthy();
    expect(screen.getByText(/Mistakes:/).textContent).toBe("Mistakes: 0");
  });
});

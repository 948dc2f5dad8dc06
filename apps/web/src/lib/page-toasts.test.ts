import { beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToastsOfOtherPages, keepToastToPage } from "./page-toasts";
import { notify } from "./toast";

vi.mock("./toast", () => ({ notify: { dismiss: vi.fn() } }));

describe("a toast kept to the page it announces", () => {
  beforeEach(() => vi.mocked(notify.dismiss).mockClear());

  it("stays on its page and goes when the learner is on any other", () => {
    keepToastToPage("deck-added-x", "/decks/x");
    dismissToastsOfOtherPages("/decks/x");
    expect(notify.dismiss).not.toHaveBeenCalled();
    dismissToastsOfOtherPages("/study/x");
    expect(notify.dismiss).toHaveBeenCalledWith("deck-added-x");
    // Gone for good: later pages do not dismiss it again.
    dismissToastsOfOtherPages("/home");
    expect(notify.dismiss).toHaveBeenCalledTimes(1);
  });

  it("goes too when the way to its page is left before arriving", () => {
    keepToastToPage("deck-added-y", "/decks/y");
    dismissToastsOfOtherPages("/settings");
    expect(notify.dismiss).toHaveBeenCalledWith("deck-added-y");
  });
});

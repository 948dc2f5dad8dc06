import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { fakeApi } from "../testing/fake-api";
import { deckProgress, progressRow, subDeck, words, wordsHandler } from "../testing/fixtures";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const WORDS = /^\/sub-decks\/chinese-hsk1-1\/words(\?.*)?$/;
const PROGRESS = /^\/me\/decks\/chinese-hsk1-1\/progress$/;

function setup(wordCount: number, rows = [progressRow(1), progressRow(3, { isIgnored: true })]) {
  const deck = subDeck({ wordCount });
  const api = fakeApi()
    .on("GET", WORDS, wordsHandler(words(wordCount)))
    .on("GET", PROGRESS, { body: deckProgress(deck, rows) })
    .on("POST", /^\/me\/progress\/ignore$/, (call) => {
      const body = call.body as { ignore: number[]; unignore: number[] };
      return { body: { ignored: body.ignore, unignored: body.unignore, skipped: [] } };
    })
    .on("PUT", /^\/me\/progress\/(\d+)\/notes$/, (call, match) => ({
      body: { wordId: Number(match[1]), notes: (call.body as { notes: string | null }).notes },
    }));
  return api;
}

const setButton = (n: number) => screen.getByRole("button", { name: new RegExp(`^Set ${n}\\b`) });

/** Opens the deck page, then set 1 and its word 字`n`; returns the word's dialog. */
async function openWordOfSet1(n: number) {
  renderApp("/decks/chinese-hsk1-1");
  await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
  fireEvent.click(setButton(1));
  fireEvent.click(screen.getAllByRole("button", { name: new RegExp(`^字${n}\\b`) })[0]!);
  return screen.findByRole("dialog");
}

describe("deck progress page", () => {
  beforeEach(() => signedIn(true));

  /**
   * Opens the deck page with these progress rows on fake timers, lets it settle for a second, then lets
   * `wait` pass; returns the progress reads before and after the wait.
   */
  async function progressReadsAcross(rows: ReturnType<typeof progressRow>[], wait: number) {
    const api = setup(10, rows);
    renderApp("/decks/chinese-hsk1-1");
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    const before = api.callsTo("GET", PROGRESS).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(wait);
    });
    return { before, reads: () => api.callsTo("GET", PROGRESS) };
  }

  it("reads progress again every 2 minutes while a word comes due within 15 minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const soon = new Date(Date.now() + 5 * 60_000).toISOString();
      const rows = [progressRow(1, { state: 1, learningSteps: 1, nextReview: soon }), progressRow(2)];
      const { before, reads } = await progressReadsAcross(rows, 2 * 60_000);
      await waitFor(() => expect(reads()).toHaveLength(before + 1));
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not read progress again when no word comes due within 15 minutes", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { before, reads } = await progressReadsAcross([progressRow(2)], 6 * 60_000);
      expect(reads()).toHaveLength(before);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the header, percent complete and the sessions, locked ones with their reason", async () => {
    const api = setup(120);
    renderApp("/decks/chinese-hsk1-1");
    expect(await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeTruthy();
    // 2 learned (one of them ignored: set aside, still learned) of 120 → 2%.
    expect(screen.getByText("2% complete")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Learn New" }).getAttribute("href")).toBe(
      "/study/learn-new/chinese-hsk1-1",
    );
    const review = screen.getByRole("button", { name: "Review" });
    expect(review.hasAttribute("disabled")).toBe(true);
    expect(review.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getAllByText("Learn 5 more words to unlock (needs 5 learned).").length).toBe(3);
    expect(screen.getByText("No words are due for review right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" })).toBeTruthy();
    // The /me call carries the user's time zone.
    expect(api.callsTo("GET", PROGRESS)[0]?.headers["x-time-zone"]).toBeTruthy();
  });

  it("renders no word cards until a set is expanded, and at most one set's 50 on a 5,000-word deck", async () => {
    const api = setup(5000);
    renderApp("/decks/chinese-hsk1-1");
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    // All 5 pages of words were fetched (1000 each).
    expect(api.callsTo("GET", WORDS)).toHaveLength(5);
    expect(screen.queryAllByRole("button", { name: /^字/ })).toHaveLength(0);
    expect(screen.getByText("Page 1 of 20")).toBeTruthy();

    fireEvent.click(setButton(1));
    expect(setButton(1).getAttribute("aria-expanded")).toBe("true");
    const cards = screen.getAllByRole("button", { name: /^字/ });
    expect(cards).toHaveLength(50);
    expect(within(cards[0]!).getByText("Learned")).toBeTruthy();
    expect(within(cards[1]!).getByText("Not learned")).toBeTruthy();
    expect(within(cards[1]!).getByText("N/A")).toBeTruthy();
    expect(within(cards[2]!).getByText("Ignored")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByText("Page 2 of 20")).toBeTruthy();
    expect(screen.queryAllByRole("button", { name: /^字/ })).toHaveLength(0);
    expect(setButton(6).getAttribute("aria-expanded")).toBe("false");
  });

  it("batches ignore toggles, sends them after 2 s and updates the page at once", async () => {
    const api = setup(120);
    const dialog = await openWordOfSet1(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as already known" }));
    const toggledAt = Date.now();
    expect(within(dialog).getByRole("button", { name: "Unignore this word" })).toBeTruthy();
    expect(within(dialog).getAllByText("Ignored").length).toBeGreaterThan(0);
    // Word 3 too (already ignored → unignore).
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getAllByRole("button", { name: /^字3\b/ })[0]!);
    const second = await screen.findByRole("dialog");
    fireEvent.click(within(second).getByRole("button", { name: "Unignore this word" }));

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1700 - (Date.now() - toggledAt))));
    expect(api.callsTo("POST", /ignore/)).toHaveLength(0);
    await waitFor(() => expect(api.callsTo("POST", /ignore/)).toHaveLength(1), { timeout: 2000 });
    expect(Date.now() - toggledAt).toBeGreaterThanOrEqual(1990);
    expect(api.callsTo("POST", /ignore/)[0]?.body).toEqual({ subDeckId: "chinese-hsk1-1", ignore: [1], unignore: [3] });
    // Word 1 set aside, word 3 back: both stay learned (an ignored word is learned), so 2 of 120 is still 2%.
    expect(screen.getByText("2% complete")).toBeTruthy();
    expect(screen.getByText("2 learned · 0 due · 1 ignored")).toBeTruthy();
  }, 10_000);

  it("says so and puts the word back when the batch fails", async () => {
    const api = setup(120);
    api.on("POST", /^\/me\/progress\/ignore$/, { status: 500, body: { error: { code: "INTERNAL", message: "x" } } });
    const dialog = await openWordOfSet1(1);
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark as already known" }));
    expect(await screen.findByText("Failed to ignore word", {}, { timeout: 4000 })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Mark as already known" })).toBeTruthy();
  });

  it("flushes pending toggles when leaving the page, and with keepalive on pagehide", async () => {
    const api = setup(120, [progressRow(1), progressRow(2), progressRow(3, { isIgnored: true })]);
    const { router } = renderApp("/decks/chinese-hsk1-1");
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    fireEvent.click(setButton(1));
    fireEvent.click(screen.getAllByRole("button", { name: /^字1\b/ })[0]!);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Mark as already known" }));
    window.dispatchEvent(new Event("pagehide"));
    const [exit] = api.callsTo("POST", /ignore/);
    expect(exit?.keepalive).toBe(true);
    expect(exit?.body).toEqual({ subDeckId: "chinese-hsk1-1", ignore: [1], unignore: [] });

    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    fireEvent.click(screen.getAllByRole("button", { name: /^字2\b/ })[0]!);
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Mark as already known" }));
    await act(async () => {
      await router.navigate("/home");
    });
    await waitFor(() => expect(api.callsTo("POST", /ignore/)).toHaveLength(2));
    expect(api.callsTo("POST", /ignore/)[1]?.body).toEqual({ subDeckId: "chinese-hsk1-1", ignore: [2], unignore: [] });
    expect(api.callsTo("POST", /ignore/)[1]?.keepalive).toBe(false);
  });

  it("shows words in progress and when the next ones come due, on the page, the set and the word", async () => {
    // The page's "now" is the server's: 2026-11-21 12:00 in the fixture.
    setup(120, [
      progressRow(1, { state: 1, learningSteps: 2, nextReview: "2026-11-21T12:05:00.000Z", stability: 0.5 }),
      progressRow(2, { state: 1, learningSteps: 2, nextReview: "2026-11-21T12:05:30.000Z", stability: 0.5 }),
      progressRow(3, { nextReview: "2026-11-24T12:00:00.000Z", lastReview: "2026-11-14T12:00:00.000Z", stability: 10 }),
    ]);
    renderApp("/decks/chinese-hsk1-1");
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    expect(screen.getByText(/learned · 2 still building · 0 due/).textContent).toBe(
      "3 learned · 2 still building · 0 due · 0 ignored",
    );
    expect(screen.getByTestId("coming-due").textContent).toBe("Next: 2 words due in 5 min");
    expect(setButton(1).textContent).toContain("3 of 50 learned · 2 still building");

    fireEvent.click(setButton(1));
    fireEvent.click(screen.getAllByRole("button", { name: /^字1\b/ })[0]!);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("word-outlook").textContent).toBe("Next step in 5 min");
    // In its building steps, past Learn New: learned, so it keeps notes (the spec hides them only for unlearned words).
    expect(within(dialog).queryByText("Notes not available for unlearned words")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getAllByRole("button", { name: /^字3\b/ })[0]!);
    // Seven days after the last review with a stability of 10 days: a little above 90 %.
    expect(within(await screen.findByRole("dialog")).getByTestId("word-outlook").textContent).toBe(
      "Next review in 3 days · recall chance 92 %",
    );
  });

  it("edits notes: counter, Escape cancels without closing, Ctrl+Enter saves, empty saves as none", async () => {
    const api = setup(120, [progressRow(1, { userNotes: "old note" })]);
    const dialog = await openWordOfSet1(1);
    expect(within(dialog).getByText("old note")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Edit Note" }));
    const box = within(dialog).getByRole("textbox", { name: "Notes" });
    expect(box.getAttribute("placeholder")).toBe("Add a note to help you remember this word...");
    expect(box.getAttribute("maxlength")).toBe("500");
    fireEvent.change(box, { target: { value: "draft" } });
    expect(within(dialog).getByText("5/500")).toBeTruthy();
    fireEvent.keyDown(box, { key: "Escape" });
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox")).toBeNull();
    expect(within(dialog).getByText("old note")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Edit Note" }));
    const again = within(dialog).getByRole("textbox", { name: "Notes" });
    fireEvent.change(again, { target: { value: "  new note" } });
    fireEvent.keyDown(again, { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(within(dialog).getByText("new note", { exact: false })).toBeTruthy());
    expect(api.callsTo("PUT", /notes/)[0]?.body).toEqual({ notes: "  new note" });

    fireEvent.click(within(dialog).getByRole("button", { name: "Edit Note" }));
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Notes" }), { target: { value: "   " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByRole("button", { name: "Click to add notes..." })).toBeTruthy();
    expect(api.callsTo("PUT", /notes/)[1]?.body).toEqual({ notes: null });
  });

  it("offers no notes and no ignore toggle for an unlearned word", async () => {
    setup(120);
    renderApp("/decks/chinese-hsk1-1");
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    fireEvent.click(setButton(1));
    screen.getAllByRole("button", { name: /^字2\b/ })[0]!.focus();
    fireEvent.click(screen.getAllByRole("button", { name: /^字2\b/ })[0]!);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Notes not available for unlearned words")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Mark as already known" })).toBeNull();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole("button", { name: /^字2\b/ })[0]));
  });

  it("shows 'Error loading deck' with a retry when the load fails", async () => {
    const api = fakeApi()
      .on("GET", WORDS, wordsHandler(words(10)))
      .on("GET", PROGRESS, { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } });
    renderApp("/decks/chinese-hsk1-1");
    expect(await screen.findByText("Error loading deck", {}, { timeout: 4000 })).toBeTruthy();
    api.on("GET", PROGRESS, { body: deckProgress(subDeck({ wordCount: 10 }), []) });
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 })).toBeTruthy();
  });
});

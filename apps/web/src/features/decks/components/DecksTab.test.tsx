import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { fakeApi } from "../testing/fake-api";
import { chinese, japanese, words, wordsHandler } from "../testing/fixtures";
import type { SubDeckSummary } from "../types";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const LANGUAGES = /^\/languages(\?.*)?$/;

function summary(i: number, patch: Partial<SubDeckSummary> = {}): SubDeckSummary {
  return {
    id: `chinese-hsk1-${i}`,
    languageId: "chinese",
    name: `HSK 1 · Part ${i}`,
    description: `Part ${i} of HSK 1.`,
    wordCount: 120,
    isWritingDeck: false,
    position: i,
    ...patch,
  };
}

function setup() {
  return fakeApi()
    .on("GET", LANGUAGES, (_call, match) => {
      const q = new URLSearchParams(match[1] ?? "").get("q") ?? "";
      const items = [chinese, japanese].filter((l) => l.id.includes(q.toLowerCase()));
      return { body: { items, total: items.length, page: 1, pageCount: 1, totalLanguages: 2 } };
    })
    .on("GET", /^\/languages\/chinese\/sub-decks\?kind=words&page=(\d+)/, (_call, match) => {
      const page = Number(match[1]);
      const all = [1, 2, 3, 4, 5].map((i) => summary(i));
      return { body: { items: all.slice((page - 1) * 4, page * 4), total: 5, page, pageCount: 2 } };
    })
    .on("GET", /^\/languages\/chinese\/sub-decks\?kind=writing/, {
      body: { items: [summary(9, { name: "HSK 1 Characters", isWritingDeck: true })], total: 1, page: 1, pageCount: 1 },
    })
    .on("GET", /^\/sub-decks\/chinese-hsk1-1\/words(\?.*)?$/, wordsHandler(words(120)))
    .on("GET", /^\/me\/decks$/, { body: { items: [] } });
}

async function openFirstDeck() {
  fireEvent.click(await screen.findByRole("button", { name: /Chinese/ }));
  const language = await screen.findByRole("dialog", { name: "Chinese" });
  fireEvent.click(await within(language).findByRole("button", { name: /HSK 1 · Part 1/ }));
  return screen.findByRole("dialog", { name: "HSK 1 · Part 1" });
}

describe("Explore Decks", () => {
  beforeEach(() => signedIn(true));

  it("lists languages with flag, name and counts, and searches them", async () => {
    const api = setup();
    renderApp("/home?tab=decks");
    expect(await screen.findByRole("heading", { name: "Explore Decks", level: 1 })).toBeTruthy();
    const card = await screen.findByRole("button", { name: /Chinese/ });
    expect(within(card).getByText("3 decks · 302 words")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Chinese" })).toBeTruthy();

    fireEvent.change(screen.getByRole("searchbox", { name: "Search languages, decks and words" }), {
      target: { value: "jap" },
    });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Chinese/ })).toBeNull());
    expect(screen.getByRole("button", { name: /Japanese/ })).toBeTruthy();
    expect(api.callsTo("GET", /^\/languages\?q=jap/)).toHaveLength(1);

    fireEvent.change(screen.getByRole("searchbox", { name: "Search languages, decks and words" }), {
      target: { value: "zzz" },
    });
    expect(await screen.findByText("No languages found")).toBeTruthy();
  });

  it("says 'Unable to load languages' with Try Again when the list fails", async () => {
    fakeApi().on("GET", LANGUAGES, { status: 500, body: { error: { code: "INTERNAL", message: "x" } } });
    renderApp("/home?tab=decks");
    expect(await screen.findByText("Unable to load languages", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeTruthy();
  });

  it("opens a language's decks 4 per page with the Word / Writing toggle, then a deck with its sets", async () => {
    setup();
    renderApp("/home?tab=decks");
    fireEvent.click(await screen.findByRole("button", { name: /Chinese/ }));
    const language = await screen.findByRole("dialog", { name: "Chinese" });
    expect(await within(language).findByText("Page 1 of 2")).toBeTruthy();
    expect(within(language).getAllByRole("button", { name: /HSK 1 · Part/ })).toHaveLength(4);
    fireEvent.click(within(language).getByRole("button", { name: "Next" }));
    expect(await within(language).findByText("Page 2 of 2")).toBeTruthy();
    fireEvent.click(within(language).getByRole("button", { name: "Writing Decks" }));
    expect(await within(language).findByRole("button", { name: /HSK 1 Characters/ })).toBeTruthy();
    expect(within(language).getByRole("button", { name: "Writing Decks" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(language).getByRole("button", { name: "Word Decks" }));

    fireEvent.click(await within(language).findByRole("button", { name: /HSK 1 · Part 1/ }));
    const deck = await screen.findByRole("dialog", { name: "HSK 1 · Part 1" });
    expect(within(deck).getByText("120 words")).toBeTruthy();
    expect(within(deck).getByRole("button", { name: "Start Learning" })).toBeTruthy();
    // The deck's credits line: who made its word list, under which licence.
    expect(
      within(deck).getByText("Credits: Chinese word lists from complete-hsk-vocabulary by Yanis Zafirópulos (MIT)."),
    ).toBeTruthy();
    expect(await within(deck).findByRole("button", { name: /Set 3/ })).toBeTruthy();
    const table = within(deck).getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "Original Word" })).toBeTruthy();
    expect(within(table).getByRole("columnheader", { name: "Translation" })).toBeTruthy();
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(table).getByText("N/A")).toBeTruthy();
    fireEvent.click(within(deck).getByRole("button", { name: /Set 3/ }));
    expect(within(within(deck).getByRole("table")).getAllByRole("row")).toHaveLength(21);
  });

  it("a language with many decks lists them all, grouped by level, with level buttons (no pages)", async () => {
    const levels = [
      ["JLPT N5", 7],
      ["JLPT N4", 7],
      ["JLPT N3", 21],
    ] as const;
    const decks = levels.flatMap(([level, n]) =>
      Array.from({ length: n }, (_, i) =>
        summary(i, { id: `japanese-${level}-${i + 1}`, languageId: "japanese", name: `${level} · Part ${i + 1}` }),
      ),
    );
    const api = fakeApi()
      .on("GET", LANGUAGES, {
        body: { items: [{ ...japanese, deckCount: 35 }], total: 1, page: 1, pageCount: 1, totalLanguages: 1 },
      })
      .on("GET", /^\/languages\/japanese\/sub-decks\?kind=all&page=1&pageSize=100$/, {
        body: { items: decks, total: 35, page: 1, pageCount: 1 },
      })
      .on("GET", /^\/me\/decks$/, { body: { items: [] } });
    renderApp("/home?tab=decks");
    fireEvent.click(await screen.findByRole("button", { name: /Japanese/ }));
    const language = await screen.findByRole("dialog", { name: "Japanese" });
    const n3 = await within(language).findByRole("region", { name: "JLPT N3 · 21 decks" });
    expect(within(n3).getAllByRole("button", { name: /JLPT N3 · Part/ })).toHaveLength(21);
    expect(within(language).getByRole("region", { name: "JLPT N5 · 7 decks" })).toBeTruthy();
    expect(within(language).getAllByRole("button", { name: /· Part/ })).toHaveLength(35);
    expect(within(language).queryByText(/^Page \d+ of/)).toBeNull();
    const levelsNav = within(language).getByRole("navigation", { name: "Levels" });
    expect(
      within(levelsNav)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["JLPT N5", "JLPT N4", "JLPT N3"]);
    expect(api.callsTo("GET", /sub-decks/)).toHaveLength(1);
  });

  it("adds a deck: success toast, then the deck page", async () => {
    const api = setup().on("POST", /^\/me\/decks$/, {
      status: 201,
      body: { subDeckId: "chinese-hsk1-1", name: "HSK 1 · Part 1", message: "" },
    });
    const { router } = renderApp("/home?tab=decks");
    const deck = await openFirstDeck();
    fireEvent.click(within(deck).getByRole("button", { name: "Start Learning" }));
    // Optimistic: the button flips at once.
    expect(within(deck).getByRole("button", { name: "Currently Learning" })).toBeTruthy();
    expect(await screen.findByText("HSK 1 · Part 1 added to your decks! Taking you there now...")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/decks/chinese-hsk1-1"), { timeout: 3000 });
    expect(api.callsTo("POST", /^\/me\/decks$/)[0]?.body).toEqual({ subDeckId: "chinese-hsk1-1" });
  });

  it.each([
    [409, "HSK 1 · Part 1 is already in your collection!"],
    [404, "This deck is no longer available."],
    [401, "Please log in again to add decks."],
    [500, "Failed to add deck. Please try again."],
  ])("a failed add (%i) rolls back and says why", async (status, text) => {
    setup().on("POST", /^\/me\/decks$/, { status, body: { error: { code: "X", message: "server text" } } });
    renderApp("/home?tab=decks");
    const deck = await openFirstDeck();
    fireEvent.click(within(deck).getByRole("button", { name: "Start Learning" }));
    expect(await within(deck).findByRole("alert")).toBeTruthy();
    expect(within(deck).getByRole("alert").textContent).toBe(text);
    expect(within(deck).getByRole("button", { name: "Start Learning" })).toBeTruthy();
  });

  it("a network failure says 'Network error…'", async () => {
    setup().on("POST", /^\/me\/decks$/, { network: true });
    renderApp("/home?tab=decks");
    const deck = await openFirstDeck();
    fireEvent.click(within(deck).getByRole("button", { name: "Start Learning" }));
    expect(await within(deck).findByText("Network error. Please check your connection and try again.")).toBeTruthy();
  });

  it("shows every language in the Show All Languages modal with 'x of y languages'", async () => {
    setup();
    renderApp("/home?tab=decks");
    fireEvent.click(await screen.findByRole("button", { name: "Show All Languages" }));
    const modal = await screen.findByRole("dialog", { name: "All Languages" });
    expect(await within(modal).findByText("2 of 2 languages")).toBeTruthy();
    fireEvent.change(within(modal).getByRole("searchbox", { name: "Search languages" }), { target: { value: "jp" } });
    expect(within(modal).getByText("1 of 2 languages")).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: /Japanese/ }));
    expect(await screen.findByRole("dialog", { name: "Japanese" })).toBeTruthy();
  });
});

import type { Leech } from "@app/domain/study/leeches";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { fakeApi } from "../../decks/testing/fake-api";
import { deckProgress, progressRow, subDeck, words, wordsHandler } from "../../decks/testing/fixtures";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const DECK = "chinese-hsk1-1";
const LEECH: Leech = {
  wordId: 2,
  subDeckId: DECK,
  deckName: "HSK 1 · Part 1",
  word: "猫",
  translation: "cat",
  pinyin: "māo",
  lapses: 9,
  notes: null,
};

function setup(leeches: Leech[], threshold = 8) {
  let listed = leeches;
  const api = fakeApi()
    .on("GET", /^\/sub-decks\/chinese-hsk1-1\/words(\?.*)?$/, wordsHandler(words(5)))
    .on("GET", /^\/me\/decks\/chinese-hsk1-1\/progress$/, {
      body: deckProgress(subDeck({ wordCount: 5 }), [progressRow(2)]),
    })
    .on("GET", /^\/me\/leeches(\?.*)?$/, () => ({ body: { threshold, leeches: listed } }))
    .on("POST", /^\/me\/leeches\/(\d+)$/, (call, match) => {
      listed = listed.filter((l) => l.wordId !== Number(match[1]));
      const action = (call.body as { action: string }).action;
      return { body: { wordId: Number(match[1]), action, message: "Back to new: learn it again with Learn New" } };
    });
  return api;
}

describe("leeches on the deck page", () => {
  beforeEach(() => signedIn(true));

  it("lists the deck's leeches; Learn again asks for a note or mnemonic and sends it", async () => {
    const api = setup([LEECH]);
    renderApp(`/decks/${DECK}`);
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    const section = (await screen.findByRole("heading", { name: "Leeches" }, { timeout: 4000 })).closest("section")!;
    expect(api.callsTo("GET", /^\/me\/leeches\?subDeckId=chinese-hsk1-1$/)).toHaveLength(1);
    expect(within(section).getByText("Forgotten 9 times")).toBeTruthy();
    fireEvent.click(within(section).getByRole("button", { name: "Learn again: 猫" }));
    const dialog = await screen.findByRole("dialog", { name: "Learn “猫” again" });
    fireEvent.change(within(dialog).getByLabelText("Note or mnemonic"), { target: { value: "A cat says māo" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Learn again from new" }));
    expect(await screen.findByText("Back to new: learn it again with Learn New")).toBeTruthy();
    expect(api.callsTo("POST", /^\/me\/leeches\/2$/).map((c) => c.body)).toEqual([
      { action: "relearn", notes: "A cat says māo" },
    ]);
    // The list is read again (now empty, so the section goes) and so is the deck's progress.
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Leeches" })).toBeNull());
  }, 15_000);

  it("shows nothing on a deck without leeches", async () => {
    setup([]);
    renderApp(`/decks/${DECK}`);
    await screen.findByRole("heading", { name: "HSK 1 · Part 1", level: 1 });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Words" })).toBeTruthy());
    expect(screen.queryByRole("heading", { name: "Leeches" })).toBeNull();
  });

  it("says 1 time, not 1 times, with a threshold of one lapse", async () => {
    setup([{ ...LEECH, lapses: 1 }], 1);
    renderApp(`/decks/${DECK}`);
    const section = (await screen.findByRole("heading", { name: "Leeches" }, { timeout: 4000 })).closest("section")!;
    expect(within(section).getByText("Forgotten 1 time")).toBeTruthy();
    expect(within(section).getByText(/^Words you have forgotten 1 time or more/)).toBeTruthy();
  });
});

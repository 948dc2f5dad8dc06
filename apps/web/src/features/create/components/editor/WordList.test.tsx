import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../../test/fake-session";
import { renderApp } from "../../../../test/render-app";
import { UNDO_DELETE_MS } from "../../hooks/useUndoableWordDelete";
import { ORDER_SAVE_DELAY_MS } from "../../hooks/useWordOrder";
import { DECK_ID, editorHandlers } from "../../testing/fixtures";

vi.mock("../../../../lib/auth-client", () => fakeAuthClientModule());

const DELETE_KISSA = `DELETE /api/me/own-decks/${DECK_ID}/words/2`;
const ORDER = `PUT /api/me/own-decks/${DECK_ID}/order`;

function setup() {
  const api = mockApi({
    ...editorHandlers(),
    [DELETE_KISSA]: () => ({ status: 200 }),
    [ORDER]: () => ({ status: 200 }),
  });
  renderApp(`/create/decks/${DECK_ID}`);
  return api;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function confirmDelete(term: string) {
  fireEvent.click(await screen.findByRole("button", { name: `Delete “${term}”` }));
  const dialog = await screen.findByRole("dialog", { name: `Delete “${term}”?` });
  expect(dialog.textContent).toContain("removed from every collection");
  fireEvent.click(within(dialog).getByRole("button", { name: "Delete word" }));
}

const words = () => screen.getByRole("list", { name: "Words" });

/** For each test of the group: a signed-in guest, and fake timers that still move on their own. */
function signedInOnFakeTimers() {
  beforeEach(() => {
    signedIn(false);
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());
}

describe("deck editor: deleting a word", () => {
  signedInOnFakeTimers();

  it("sends nothing when Undo is pressed, and the word comes back", async () => {
    const api = setup();
    await confirmDelete("kissa");
    await waitFor(() => expect(within(words()).queryByText("kissa")).toBeNull());
    fireEvent.click(await screen.findByRole("button", { name: "Undo" }));
    expect(await within(words()).findByText("kissa")).toBeTruthy();
    await advance(UNDO_DELETE_MS * 2);
    expect(api.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
  });

  it("sends the DELETE only once the 6 s of Undo have passed", async () => {
    const api = setup();
    await confirmDelete("kissa");
    expect(await screen.findByText("Deleted “kissa”")).toBeTruthy();
    await advance(UNDO_DELETE_MS - 500);
    expect(sentBodies(api, DELETE_KISSA)).toHaveLength(0);
    await advance(600);
    await waitFor(() => expect(sentBodies(api, DELETE_KISSA)).toHaveLength(1));
    expect(within(words()).queryByText("kissa")).toBeNull();
    expect(within(words()).getByText("koira")).toBeTruthy();
  });
});

describe("deck editor: reordering by keyboard", () => {
  signedInOnFakeTimers();

  it("Alt+↓ moves the focused word, keeps focus on it, and sends every word id in the new order", async () => {
    const api = setup();
    const talo = await screen.findByRole("button", { name: /^talo/ });
    talo.focus();
    // Two quick presses: the second counts from where the first put the word, drawn or not.
    fireEvent.keyDown(talo, { key: "ArrowDown", altKey: true });
    fireEvent.keyDown(talo, { key: "ArrowDown", altKey: true });
    const order = () =>
      within(words())
        .getAllByRole("listitem")
        // The term's cell ends with a hidden comma (for screen readers).
        .map((row) => row.querySelector("span.font-medium")?.textContent?.replace(/,$/, ""));
    await waitFor(() => expect(order()).toEqual(["kissa", "koira", "talo"]));
    expect((document.activeElement as HTMLElement).textContent).toContain("talo");
    expect(screen.getByText("“talo” moved to place 3")).toBeTruthy();
    expect(sentBodies(api, ORDER)).toHaveLength(0);
    await advance(ORDER_SAVE_DELAY_MS + 50);
    await waitFor(() => expect(sentBodies(api, ORDER)).toEqual([{ wordIds: [2, 3, 1] }]));
  });
});

describe("deck editor: adding and editing words", () => {
  beforeEach(() => signedIn(false));

  it("Enter in the add row adds the word and leaves the cursor in the term, ready for the next", async () => {
    const api = mockApi({
      ...editorHandlers(),
      [`POST /api/me/own-decks/${DECK_ID}/words`]: () => ({
        status: 201,
        body: {
          items: [
            { id: 4, term: "vesi", translation: "water", reading: null, position: 3, setId: "x", hasAudio: false },
          ],
        },
      }),
    });
    renderApp(`/create/decks/${DECK_ID}`);
    await screen.findByText("talo");
    const form = screen.getByRole("form", { name: "Add a word" });
    const term = within(form).getByLabelText("Term");
    fireEvent.change(term, { target: { value: "vesi" } });
    fireEvent.change(within(form).getByLabelText("Translation"), { target: { value: "water" } });
    fireEvent.submit(form);
    expect(await within(words()).findByText("vesi")).toBeTruthy();
    expect(sentBodies(api, `POST /api/me/own-decks/${DECK_ID}/words`)).toEqual([
      { words: [{ term: "vesi", translation: "water", reading: null }] },
    ]);
    expect((term as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(term);
  });

  // The row's name is its visible cells with hidden commas between them; jsdom spaces the comma out
  // ("kissa , cat") where browsers do not, so the names are matched loosely.
  const row = (...cells: string[]) => new RegExp(`^${cells.join("\\s*,\\s*")}$`);

  it("edits a word in place: Escape cancels without sending, Enter saves with PATCH", async () => {
    const PATCH = `PATCH /api/me/own-decks/${DECK_ID}/words/2`;
    const api = mockApi({
      ...editorHandlers(),
      [PATCH]: ({ body }) => ({
        body: { id: 2, term: "kissa", reading: null, position: 1, setId: "x", hasAudio: false, ...(body as object) },
      }),
    });
    renderApp(`/create/decks/${DECK_ID}`);
    fireEvent.click(await screen.findByRole("button", { name: row("kissa", "cat") }));
    const edit = screen.getByRole("form", { name: "Edit word 2" });
    fireEvent.change(within(edit).getByLabelText("Translation"), { target: { value: "a cat" } });
    fireEvent.keyDown(within(edit).getByLabelText("Translation"), { key: "Escape" });
    expect(await screen.findByRole("button", { name: row("kissa", "cat") })).toBeTruthy();
    expect(sentBodies(api, PATCH)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: row("kissa", "cat") }));
    const again = screen.getByRole("form", { name: "Edit word 2" });
    fireEvent.change(within(again).getByLabelText("Translation"), { target: { value: "a cat" } });
    fireEvent.submit(again);
    const saved = await screen.findByRole("button", { name: row("kissa", "a cat") });
    expect(sentBodies(api, PATCH)).toEqual([{ term: "kissa", translation: "a cat" }]);
    await waitFor(() => expect(document.activeElement).toBe(saved));
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../../test/fake-session";
import { renderApp } from "../../../../test/render-app";
import { DECK_ID, editorHandlers, ownWord } from "../../testing/fixtures";

vi.mock("../../../../lib/auth-client", () => fakeAuthClientModule());

const ADD = `POST /api/me/own-decks/${DECK_ID}/words`;

async function openPasteDialog() {
  renderApp(`/create/decks/${DECK_ID}`);
  await screen.findByRole("heading", { name: "Finnish basics", level: 1 });
  await screen.findByText("talo");
  fireEvent.click(screen.getByRole("button", { name: "Paste many lines" }));
  return screen.findByRole("dialog", { name: "Paste many lines" });
}

describe("paste many lines", () => {
  beforeEach(() => signedIn(false));

  it("marks every bad line with its reason, counts the good ones, and sends nothing before the button", async () => {
    const api = mockApi({
      ...editorHandlers(),
      [ADD]: ({ body }) => {
        const { words } = body as { words: { term: string; translation: string }[] };
        return { status: 201, body: { items: words.map((w, i) => ({ ...ownWord(10 + i, w.term, w.translation) })) } };
      },
    });
    const dialog = await openPasteDialog();
    const lines = [
      "vesi\twater",
      "talo\thouse", // already in the deck
      "\tno term",
      "omena", // no translation
      `pitkä\t${"x".repeat(501)}`, // translation over 500 characters
      "vesi\twater", // pasted twice
      "leipä\tbread",
    ].join("\n");
    fireEvent.change(within(dialog).getByLabelText("Lines"), { target: { value: lines } });

    await within(dialog).findByText(/Separated by tab/);
    expect(within(dialog).getByText(/2 words ready/)).toBeTruthy();
    expect(within(dialog).getByText(/5 lines left out/)).toBeTruthy();
    const table = within(dialog).getByRole("table");
    const rowOf = (line: number) =>
      within(table)
        .getByRole("cell", { name: String(line) })
        .closest("tr") as HTMLElement;
    await waitFor(() => expect(rowOf(2).textContent).toContain("Already in the deck"));
    expect(rowOf(3).textContent).toContain("Empty term");
    expect(rowOf(4).textContent).toContain("Missing translation");
    expect(rowOf(5).textContent).toContain("A translation has at most 500 characters.");
    expect(rowOf(6).textContent).toContain("Same as line 1");
    expect(rowOf(1).textContent).toContain("Ready");
    expect(rowOf(7).textContent).toContain("Ready");
    expect(sentBodies(api, ADD)).toHaveLength(0);

    const add = within(dialog).getByRole("button", { name: "Add 2 words" });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(add);
    await waitFor(() => expect(sentBodies(api, ADD)).toHaveLength(1));
    expect(sentBodies(api, ADD)[0]).toEqual({
      words: [
        { term: "vesi", translation: "water", reading: null },
        { term: "leipä", translation: "bread", reading: null },
      ],
    });
    expect(await screen.findByText("Added 2 words")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("reads comma- and semicolon-separated lines and says which it found", async () => {
    mockApi(editorHandlers());
    const dialog = await openPasteDialog();
    const textarea = within(dialog).getByLabelText("Lines");
    fireEvent.change(textarea, { target: { value: "vesi;water\nleipä;bread, loaf" } });
    expect(await within(dialog).findByText(/Separated by semicolon · 2 words ready/)).toBeTruthy();
    fireEvent.change(textarea, { target: { value: "vesi,water\nleipä,bread" } });
    expect(await within(dialog).findByText(/Separated by comma · 2 words ready/)).toBeTruthy();
  });
});

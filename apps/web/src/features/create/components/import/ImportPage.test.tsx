import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "../../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../../test/fake-session";
import { renderApp } from "../../../../test/render-app";
import { uploadImportPreview } from "../../api/upload-import-preview";
import { ankiPreview, ownDeck } from "../../testing/fixtures";

vi.mock("../../../../lib/auth-client", () => fakeAuthClientModule());
// XMLHttpRequest upload progress has no stand-in here: the upload resolves with the server's preview.
vi.mock("../../api/upload-import-preview", () => ({ uploadImportPreview: vi.fn() }));

function chooseFile(name: string, size = 10) {
  const file = new File(["x".repeat(size)], name);
  fireEvent.change(screen.getByLabelText("File to import"), { target: { files: [file] } });
  return file;
}

/** The multipart fields sent to POST /api/me/imports. */
function importForms(spy: ReturnType<typeof mockApi>): FormData[] {
  return spy.mock.calls
    .filter(([input, init]) => String(input).endsWith("/api/me/imports") && init?.method === "POST")
    .map(([, init]) => init?.body as FormData);
}

/** The status answer of an import that is done, with its result. */
function importDone(id: string, result: Record<string, unknown>) {
  return { body: { id, status: "done", progress: 1, result, error: null } };
}

function pickLanguage(label: string, query: string) {
  const input = screen.getByRole("combobox", { name: label });
  fireEvent.change(input, { target: { value: query } });
  fireEvent.keyDown(input, { key: "Enter" });
}

describe("import", () => {
  beforeEach(() => {
    signedIn(false);
    vi.mocked(uploadImportPreview).mockReset();
  });

  it("posts the chosen mapping with the preview's id, then follows the import to its summary", async () => {
    vi.mocked(uploadImportPreview).mockImplementation(async (_file, options) => {
      options?.onProgress?.(0.5);
      return ankiPreview();
    });
    let polls = 0;
    const api = mockApi({
      "POST /api/me/imports": () => ({ status: 202, body: { id: "imp-1" } }),
      "GET /api/me/imports/imp-1": () => {
        polls += 1;
        return polls < 2
          ? { body: { id: "imp-1", status: "running", progress: 0.4, result: null, error: null } }
          : importDone("imp-1", {
              deckIds: ["japanese-core"],
              notes: 2,
              words: 2,
              reviews: 40,
              skipped: { empty_term: 1 },
            });
      },
      "GET /api/me/own-decks/japanese-core": () => ({
        body: ownDeck({
          id: "japanese-core",
          sets: [{ id: "japanese-core-1", name: "Japanese core", wordCount: 2, position: 1 }],
        }),
      }),
    });
    const { router } = renderApp("/create/import");
    expect(await screen.findByText(/up to 100 MB/)).toBeTruthy();
    const file = chooseFile("Japanese core.apkg");
    expect(vi.mocked(uploadImportPreview).mock.calls[0]?.[0]).toBe(file);

    // The mapping step, prefilled from the preview's suggestion.
    await screen.findByText("2 notes · 40 reviews");
    expect((screen.getByLabelText("Deck name") as HTMLInputElement).value).toBe("Japanese core");
    fireEvent.change(screen.getByRole("combobox", { name: "Translation" }), { target: { value: "2" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Reading (optional)" }), { target: { value: "1" } });
    const table = screen.getByRole("table");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Term", "Reading", "Translation"]);
    expect(within(table).getAllByRole("row")[1]?.textContent).toBe("猫ねこcat");

    fireEvent.change(screen.getByRole("combobox", { name: "Which deck" }), { target: { value: "11" } });
    // Each Anki deck is its own deck unless the learner turns this off.
    expect(screen.getByRole("switch", { name: "Each sub-deck as its own deck" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    pickLanguage("Term language", "japanese");
    fireEvent.click(screen.getByRole("radio", { name: /Unlisted/ }));
    expect(importForms(api)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(importForms(api)).toHaveLength(1));
    const form = importForms(api)[0] as FormData;
    expect(form.get("previewId")).toBe("pv-1");
    expect(JSON.parse(String(form.get("mapping")))).toEqual({
      term: 0,
      translation: 2,
      reading: 1,
      deckName: "Japanese core",
      termLanguage: "ja",
      translationLanguage: "en",
      visibility: "unlisted",
      ankiDeckId: 11,
      subDecksAsSets: true,
    });

    await waitFor(() => expect(router.state.location.pathname).toBe("/create/import/imp-1"));
    expect(await screen.findByText("Import finished", {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText("Empty term:")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit deck" }).getAttribute("href")).toBe("/create/decks/japanese-core");
    expect((await screen.findByRole("link", { name: "Open deck" })).getAttribute("href")).toBe(
      "/decks/japanese-core-1",
    );
  });

  it("keeps the choices and shows the mapping's problems before sending anything", async () => {
    vi.mocked(uploadImportPreview).mockResolvedValue(ankiPreview({ suggested: { term: 0, translation: 0 } }));
    const api = mockApi({});
    renderApp("/create/import");
    chooseFile("deck.apkg");
    await screen.findByText("2 notes · 40 reviews");
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    expect(await screen.findByText("The terms and the translations need different columns.")).toBeTruthy();
    expect(screen.getByText("Choose the language of the terms.")).toBeTruthy();
    expect(importForms(api)).toHaveLength(0);
  });

  it("refuses a file of another kind without uploading it", async () => {
    renderApp("/create/import");
    chooseFile("notes.pdf");
    expect(await screen.findByText("Choose a .csv, .tsv, .txt, .apkg or .colpkg file.")).toBeTruthy();
    expect(uploadImportPreview).not.toHaveBeenCalled();
  });

  it("shows a failed import's message and a way to try another file", async () => {
    mockApi({
      "GET /api/me/imports/imp-9": () => ({
        body: {
          id: "imp-9",
          status: "failed",
          progress: 0.2,
          result: null,
          error: { code: "CORRUPT_PACKAGE", message: "The package is damaged." },
        },
      }),
    });
    renderApp("/create/import/imp-9");
    expect(await screen.findByText("The package is damaged.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Try another file" }).getAttribute("href")).toBe("/create/import");
  });

  it("offers the collection's FSRS settings as a check box, off until ticked, and sends the choice", async () => {
    vi.mocked(uploadImportPreview).mockResolvedValue(
      ankiPreview({
        suggested: { term: 0, translation: 2, deckName: "Japanese core", termLanguage: "ja" },
        fsrs: { desiredRetention: 0.9, parameterCount: 21, problem: null },
      }),
    );
    const api = mockApi({ "POST /api/me/imports": () => ({ status: 202, body: { id: "imp-2" } }) });
    renderApp("/create/import");
    chooseFile("Japanese core.apkg");
    const box = (await screen.findByRole("checkbox", {
      name: "Use this collection's FSRS settings (desired retention 90 %, 21 parameters)",
    })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(importForms(api)).toHaveLength(1));
    expect(JSON.parse(String(importForms(api)[0]?.get("mapping")))).toMatchObject({ adoptFsrs: true });
  });

  it("disables the FSRS check box with the reason when the collection has none, or none that can be used", async () => {
    vi.mocked(uploadImportPreview).mockResolvedValue(
      ankiPreview({
        suggested: { term: 0, translation: 2, deckName: "Japanese core", termLanguage: "ja" },
        fsrs: { desiredRetention: 0.9, parameterCount: 15, problem: "the parameters are 15 numbers" },
      }),
    );
    const api = mockApi({ "POST /api/me/imports": () => ({ status: 202, body: { id: "imp-3" } }) });
    renderApp("/create/import");
    chooseFile("Japanese core.apkg");
    const box = (await screen.findByRole("checkbox", {
      name: /Use this collection's FSRS settings/,
    })) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(screen.getByText("They cannot be used: the parameters are 15 numbers.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Import" }));
    await waitFor(() => expect(importForms(api)).toHaveLength(1));
    expect(JSON.parse(String(importForms(api)[0]?.get("mapping"))).adoptFsrs).toBeUndefined();
  });

  it("names the FSRS settings' outcome in the summary", async () => {
    mockApi({
      "GET /api/me/imports/imp-4": () =>
        importDone("imp-4", {
          deckIds: [],
          notes: 2,
          words: 2,
          reviews: 0,
          skipped: {},
          optimizeSuggested: false,
          fsrs: {
            adopted: true,
            desiredRetention: 0.9,
            parameterCount: 21,
            message: "FSRS settings adopted: desired retention 90 %, 21 parameters.",
          },
        }),
    });
    renderApp("/create/import/imp-4");
    expect(await screen.findByText("FSRS settings adopted: desired retention 90 %, 21 parameters.")).toBeTruthy();
  });

  it("several Anki decks, each its own deck: no one name to type; merging them brings the name back", async () => {
    vi.mocked(uploadImportPreview).mockResolvedValue(
      ankiPreview({
        decks: [
          { id: 11, name: "Japanese core", notes: 2 },
          { id: 12, name: "Japanese core::Verbs", notes: 3 },
        ],
      }),
    );
    mockApi({});
    renderApp("/create/import");
    chooseFile("Japanese core.apkg");
    expect(await screen.findByTestId("names-from-anki")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Deck name" })).toBeNull();
    fireEvent.click(screen.getByRole("switch", { name: "Each sub-deck as its own deck" }));
    expect(await screen.findByRole("textbox", { name: "Deck name" })).toBeTruthy();
  });

  it("several decks made: each with its own Open and Edit, and no single Open deck", async () => {
    const deck = (id: string, name: string) => ({
      ...ownDeck({ id, name }),
      sets: [{ id: `${id}-p1`, name, wordCount: 2, position: 0 }],
    });
    mockApi({
      "GET /api/me/imports/imp-5": () =>
        importDone("imp-5", {
          deckIds: ["d1", "d2"],
          notes: 4,
          words: 4,
          reviews: 0,
          skipped: {},
          optimizeSuggested: false,
        }),
      "GET /api/me/own-decks": () => ({
        body: { items: [ownDeck({ id: "d1", name: "Core" }), ownDeck({ id: "d2", name: "Verbs" })] },
      }),
      "GET /api/me/own-decks/d1": () => ({ body: deck("d1", "Core") }),
      "GET /api/me/own-decks/d2": () => ({ body: deck("d2", "Verbs") }),
    });
    renderApp("/create/import/imp-5");
    expect(await screen.findByText("2 decks made")).toBeTruthy();
    expect((await screen.findByRole("link", { name: "Open Verbs" })).getAttribute("href")).toBe("/decks/d2-p1");
    expect(screen.getByRole("link", { name: "Edit Core" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open deck" })).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { ownDeck } from "../testing/fixtures";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

describe("Create tab", () => {
  beforeEach(() => signedIn(false));

  it("lists the learner's decks with their word count, visibility and an operator's hiding", async () => {
    mockApi({
      "GET /api/me/own-decks": () => ({
        body: {
          items: [
            ownDeck({ id: "a", name: "Finnish basics", wordCount: 1204, visibility: "public", hidden: true }),
            ownDeck({ id: "b", name: "Kanji", wordCount: 1, visibility: "unlisted" }),
          ],
        },
      }),
    });
    renderApp("/home?tab=create");
    const finnish = (await screen.findByRole("link", { name: /Finnish basics/ })) as HTMLAnchorElement;
    expect(finnish.getAttribute("href")).toBe("/create/decks/a");
    for (const text of ["1,204 words", "Public", "Hidden by an operator", "Finnish → English"]) {
      expect(within(finnish).getByText(text)).toBeTruthy();
    }
    const kanji = screen.getByRole("link", { name: /Kanji/ });
    expect(within(kanji).getByText("1 word")).toBeTruthy();
    expect(within(kanji).getByText("Unlisted")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Import" }).getAttribute("href")).toBe("/create/import");
  });

  it("explains New deck and Import when there are no decks, and New deck opens the form", async () => {
    const api = mockApi({
      "GET /api/me/own-decks": () => ({ body: { items: [] } }),
      "POST /api/me/own-decks": () => ({
        status: 400,
        body: { error: { code: "VALIDATION", message: "Invalid", fields: { name: "That name is taken." } } },
      }),
    });
    renderApp("/home?tab=create");
    expect(await screen.findByText("No decks of your own yet")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "New deck" }));
    const dialog = await screen.findByRole("dialog", { name: "New deck" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create deck" }));
    expect(await within(dialog).findByText("Give the deck a name.")).toBeTruthy();
    expect(within(dialog).getByText("Choose the language of the terms.")).toBeTruthy();
    expect(sentBodies(api, "POST /api/me/own-decks")).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "Verbs" } });
    const term = within(dialog).getByRole("combobox", { name: "Term language" });
    fireEvent.change(term, { target: { value: "finnish" } });
    fireEvent.keyDown(term, { key: "Enter" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create deck" }));
    expect(await within(dialog).findByText("That name is taken.")).toBeTruthy();
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Verbs");
    expect(sentBodies(api, "POST /api/me/own-decks")[0]).toEqual({
      name: "Verbs",
      description: "",
      termLanguage: "fi",
      translationLanguage: "en",
      hasReading: false,
      writing: false,
      visibility: "private",
    });
  });

  it("offers writing practice only for decks whose terms are Chinese", async () => {
    mockApi({ "GET /api/me/own-decks": () => ({ body: { items: [] } }) });
    renderApp("/home?tab=create");
    fireEvent.click(await screen.findByRole("button", { name: "New deck" }));
    const dialog = await screen.findByRole("dialog", { name: "New deck" });
    expect(within(dialog).queryByRole("switch", { name: "Writing practice" })).toBeNull();
    const term = within(dialog).getByRole("combobox", { name: "Term language" });
    fireEvent.change(term, { target: { value: "zh" } });
    fireEvent.keyDown(term, { key: "Enter" });
    expect(within(dialog).getByRole("switch", { name: "Writing practice" })).toBeTruthy();
    expect(within(dialog).getByRole("switch", { name: "Reading column (pinyin, kana, romanisation)" })).toBeTruthy();
  });

  it("sends a guest who opens an editor link back home with the spec's toast", async () => {
    signedIn(true);
    const { router } = renderApp("/create/import");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(await screen.findByText("Create an account to access this section")).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, sentBodies } from "../../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../../test/fake-session";
import { renderApp } from "../../../../test/render-app";
import type { SharedDeck } from "../../types";

vi.mock("../../../../lib/auth-client", () => fakeAuthClientModule());

const shared: SharedDeck = {
  id: "finnish-basics",
  name: "Finnish basics",
  description: "Everyday words.",
  authorName: "Aino",
  termLanguage: "fi",
  translationLanguage: "en",
  wordCount: 150,
  visibility: "unlisted",
  inCollection: false,
  sets: [
    { id: "finnish-basics-1", name: "Finnish basics · Part 1", wordCount: 100 },
    { id: "finnish-basics-2", name: "Finnish basics · Part 2", wordCount: 50 },
  ],
};

describe("shared deck page", () => {
  beforeEach(() => signedIn(true));

  it("shows the deck and adds it, then offers each set to study", async () => {
    const api = mockApi({
      "GET /api/own-decks/finnish-basics": () => ({ body: shared }),
      "POST /api/me/own-decks/finnish-basics/add": () => ({ body: { added: 2 } }),
    });
    renderApp("/decks/shared/finnish-basics");
    expect(await screen.findByRole("heading", { name: "Finnish basics", level: 1 })).toBeTruthy();
    expect(screen.getByText("by Aino")).toBeTruthy();
    expect(screen.getByText("150 words")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Study/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add to my decks" }));
    expect(await screen.findByText("In your decks")).toBeTruthy();
    expect(sentBodies(api, "POST /api/me/own-decks/finnish-basics/add")).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Study Finnish basics · Part 2" }).getAttribute("href")).toBe(
      "/decks/finnish-basics-2",
    );
  });

  it("says clearly when a deck is private, hidden or unknown", async () => {
    mockApi({
      "GET /api/own-decks/secret": () => ({
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "Not found" } },
      }),
    });
    renderApp("/decks/shared/secret");
    expect(await screen.findByText("This deck isn't available")).toBeTruthy();
    await waitFor(() => expect(screen.getByRole("link", { name: "Explore Decks" })).toBeTruthy());
  });
});

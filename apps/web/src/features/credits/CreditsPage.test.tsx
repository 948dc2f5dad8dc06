import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn, signedOut } from "../../test/fake-session";
import { renderApp } from "../../test/render-app";
import { CREDITS } from "./credits";

vi.mock("../../lib/auth-client", () => fakeAuthClientModule());

describe("the Credits page", () => {
  it("opens signed out and lists every source with its author and licence, as data/LICENSES.md requires", async () => {
    signedOut();
    const { router } = renderApp("/credits");
    expect(await screen.findByRole("heading", { name: "Credits", level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/credits");
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(CREDITS.length);
    const text = items.map((item) => item.textContent).join("\n");
    // The attributions LICENSES.md requires to be shown, word for word where it gives them.
    for (const required of [
      "complete-hsk-vocabulary",
      "Yanis Zafirópulos",
      "CC-CEDICT",
      "MDBG",
      "open-anki-jlpt-decks",
      "Jamie Sinclair",
      "based on the JLPT lists of tanos.co.uk",
      "audio-cmn",
      "Yue Tan",
      "Arphic Public License",
      "Written for Lexistep",
    ]) {
      expect(text).toContain(required);
    }
    expect(within(items[0]!).getByRole("link", { name: "complete-hsk-vocabulary" }).getAttribute("href")).toBe(
      "https://github.com/drkameleon/complete-hsk-vocabulary",
    );
  });

  it("opens for a signed-in learner too, and is linked from Settings", async () => {
    signedIn(false);
    renderApp("/settings");
    fireEvent.click(await screen.findByRole("link", { name: "Credits" }));
    expect(await screen.findByRole("heading", { name: "Credits", level: 1 })).toBeTruthy();
  });
});

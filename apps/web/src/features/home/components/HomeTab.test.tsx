import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { fakeApi } from "../../decks/testing/fake-api";
import { myDeck } from "../../decks/testing/fixtures";
import type { DailyGoals } from "../types";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

function goals(level: 0 | 1 | 2, learned = 3, reviewed = 30): DailyGoals {
  const targets = [
    { learn: 5, review: 20 },
    { learn: 15, review: 50 },
    { learn: 25, review: 100 },
  ][level]!;
  return {
    day: "2026-11-21",
    timeZone: "UTC",
    level,
    learned,
    reviewed,
    targets,
    percent: {
      learned: Math.min(100, Math.round((learned / targets.learn) * 100)),
      reviewed: Math.min(100, Math.round((reviewed / targets.review) * 100)),
    },
  };
}

/** The server's plan for a backlog of reviews (null: none, or put aside). */
const BACKLOG_PLAN = { due: 140, dailyCap: 20, days: 7, endDay: "2026-11-27", subDeckId: "b" };

function setup(decks = [myDeck()], plan: typeof BACKLOG_PLAN | null = null) {
  let current = goals(0);
  let collection = decks;
  let shownPlan = plan;
  return fakeApi()
    .on("GET", /^\/me\/catch-up-plan$/, () => ({ body: { plan: shownPlan } }))
    .on("PUT", /^\/me\/catch-up-plan$/, () => {
      shownPlan = null;
      return { body: { hiddenThrough: "2026-11-21" } };
    })
    .on("GET", /^\/me\/decks$/, () => ({ body: { items: collection } }))
    .on("DELETE", /^\/me\/decks\/([^/]+)$/, (_call, match) => {
      collection = collection.filter((d) => d.subDeckId !== match[1]);
      return { body: { ok: true, message: "Deck removed successfully!" } };
    })
    .on("GET", /^\/updates$/, {
      body: {
        items: [
          {
            id: "u1",
            title: "Japanese JLPT N5 and N4",
            description: "New words.",
            publishDate: "2026-11-20T09:00:00Z",
            category: "New Content",
            icon: "languages",
          },
          {
            id: "u2",
            title: "Something odd",
            description: "Unknown icon.",
            publishDate: "2026-11-19T09:00:00Z",
            category: "Lexistep Updates",
            icon: "no-such-icon",
          },
        ],
      },
    })
    .on("GET", /^\/me\/daily-goals$/, () => ({ body: current }))
    .on("PUT", /^\/me\/daily-goals$/, (call) => {
      current = goals((call.body as { level: 0 | 1 | 2 }).level);
      return { body: current };
    });
}

describe("home tab", () => {
  beforeEach(() => signedIn(true));

  it("shows my decks: flag, name, 16-word description, start date, learned / word count, a link to the deck", async () => {
    const counts = { total: 102, new: 90, building: 5, learned: 7, dueNow: 3, known: 2, ignored: 0 };
    setup([myDeck({ counts, wordsLearned: 7 })]);
    renderApp("/home");
    const link = await screen.findByRole("link", { name: /HSK 1 · Part 1/ });
    expect(link.getAttribute("href")).toBe("/decks/chinese-hsk1-1");
    const card = screen.getByRole("article", { name: /HSK 1 · Part 1/ });
    expect(within(card).getByText("7 / 102")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "Chinese" })).toBeTruthy();
    expect(
      within(card).getByText("New HSK level 1, words 1–102 (most common first): the, of, I, to be and many..."),
    ).toBeTruthy();
    expect(within(card).getByText(/Started/)).toBeTruthy();
    // What stands now, and the one next step: due words first.
    const figures = Object.fromEntries(
      [...card.querySelectorAll("dl > div")].map((d) => [
        d.querySelector("dt")?.textContent,
        d.querySelector("dd")?.textContent,
      ]),
    );
    expect(figures).toEqual({ "Due now": "3", Building: "5", Learned: "7" });
    expect(within(card).getByRole("link", { name: "Need Review: 3 due" }).getAttribute("href")).toBe(
      "/study/need-review/chinese-hsk1-1",
    );
  });

  it("shows an own deck as one card with its description and its parts inside", async () => {
    const part = (i: number, learned: number) =>
      myDeck({
        id: `ud-${i}`,
        subDeckId: `own-${i}`,
        name: `Kitchen · Part ${i + 1}`,
        description: "",
        wordCount: 100,
        position: i,
        ownDeckId: "own-deck-1",
        ownDeckName: "Kitchen",
        ownDeckDescription: "Pots, pans and what goes in them.",
        counts: { total: 100, new: 100 - learned, building: 0, learned, dueNow: 0, known: 0, ignored: 0 },
      });
    setup([part(1, 0), part(0, 10), myDeck()]);
    renderApp("/home");
    const card = await screen.findByRole("article", { name: /Kitchen/ });
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(within(card).getByText("Pots, pans and what goes in them.")).toBeTruthy();
    expect(within(card).getByText("10 / 200")).toBeTruthy();
    const parts = within(card).getByRole("list", { name: "Parts of Kitchen" });
    expect(
      within(parts)
        .getAllByRole("link")
        .map((l) => [l.textContent, l.getAttribute("href")]),
    ).toEqual([
      ["Part 110 / 100 learned", "/decks/own-0"],
      ["Part 20 / 100 learned", "/decks/own-1"],
    ]);
    expect(within(card).getByRole("link", { name: "Learn new" }).getAttribute("href")).toBe("/study/learn-new/own-0");
    expect(screen.queryByText(/Kitchen · Part/)).toBeNull();
  });

  it("shows the tab it opens on at once, and fades in a tab switched to", async () => {
    setup();
    const { router } = renderApp("/home");
    await screen.findByRole("link", { name: /HSK 1 · Part 1/ });
    expect(document.querySelector(".animate-fade-in")).toBeNull();
    await act(() => router.navigate("/home?tab=decks"));
    await waitFor(() => expect(document.querySelector(".animate-fade-in")).not.toBeNull());
  });

  it("a backlog brings the server's catch-up plan, dated as the app writes dates; none otherwise", async () => {
    setup(
      [myDeck({ subDeckId: "a", dueCount: 40 }), myDeck({ subDeckId: "b", name: "Deck B", dueCount: 100 })],
      BACKLOG_PLAN,
    );
    renderApp("/home");
    const plan = await screen.findByRole("region", { name: "140 reviews are waiting: here is a plan" });
    expect(plan.textContent).toContain("About 20 a day, the words you are most likely to forget first");
    expect(plan.textContent).toContain("caught up by Nov 27, 2026");
    expect(plan.textContent).toContain("New words will add to the reviews; it is your call.");
    expect(within(plan).getByRole("link", { name: "Start catching up" }).getAttribute("href")).toBe(
      "/study/need-review/b",
    );
  });

  it("the learner can put the plan aside: 'Not today' tells the server and hides it", async () => {
    const api = setup([myDeck({ subDeckId: "b", dueCount: 140 })], BACKLOG_PLAN);
    renderApp("/home");
    const plan = await screen.findByRole("region", { name: /reviews are waiting/ });
    fireEvent.click(within(plan).getByRole("button", { name: "Not today" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: /reviews are waiting/ })).toBeNull());
    expect(api.callsTo("PUT", /catch-up-plan/)[0]?.body).toEqual({ choice: "snooze" });
  });

  it("no catch-up plan when the server has none", async () => {
    const api = setup([myDeck({ dueCount: 60 })]);
    renderApp("/home");
    await screen.findByRole("link", { name: /HSK 1 · Part 1/ });
    await waitFor(() => expect(api.callsTo("GET", /catch-up-plan/)).toHaveLength(1));
    expect(screen.queryByRole("region", { name: /reviews are waiting/ })).toBeNull();
  });

  it("searches my decks by name, description and flag code, 10 per page", async () => {
    const decks = Array.from({ length: 12 }, (_, i) =>
      myDeck({ subDeckId: `d-${i}`, name: `Deck ${i + 1}`, flagCode: i === 11 ? "jp" : "cn" }),
    );
    setup(decks);
    renderApp("/home");
    await screen.findByRole("link", { name: /Deck 1\b/ });
    expect(screen.getAllByRole("link", { name: /Deck \d+/ })).toHaveLength(10);
    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search my decks" }), { target: { value: "JP" } });
    expect(screen.getAllByRole("link", { name: /Deck \d+/ })).toHaveLength(1);
    expect(screen.queryByText("Page 1 of 2")).toBeNull();
  });

  it("removes a deck after the confirmation, then shows the empty state", async () => {
    const api = setup();
    renderApp("/home");
    fireEvent.click(await screen.findByRole("button", { name: "Remove HSK 1 · Part 1" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      within(dialog).getByText(
        "Deleting this deck will remove all progress towards it. Are you sure you want to do this?",
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Remove Deck" }));
    expect(await screen.findByText("Deck removed successfully!")).toBeTruthy();
    expect(await screen.findByText("No decks yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore Decks" }).getAttribute("href")).toBe("/home?tab=decks");
    expect(api.callsTo("DELETE", /chinese-hsk1-1/)).toHaveLength(1);
  });

  it("shows the latest updates with their icon (or the fallback), date and category", async () => {
    setup();
    renderApp("/home");
    expect(await screen.findByRole("heading", { name: "Japanese JLPT N5 and N4" })).toBeTruthy();
    expect(screen.getByText("New Content")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Something odd" })).toBeTruthy();
  });

  it("shows daily goals and saves a new level", async () => {
    const api = setup();
    renderApp("/home");
    expect(await screen.findByText("3/5")).toBeTruthy();
    expect(screen.getByText("30/20")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Learned today" }).getAttribute("aria-valuenow")).toBe("60");
    screen.getByRole("button", { name: "Edit goals" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Edit goals" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Your Goals" });
    expect(within(dialog).getByText("Learn 25 · Review 100 per day")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("radio", { name: /Advanced/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Goals" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("3/25")).toBeTruthy();
    // Focus goes back to the button that opened the dialog.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit goals" })));
    expect(api.callsTo("PUT", /daily-goals/)[0]?.body).toEqual({ level: 2 });
    expect(api.callsTo("PUT", /daily-goals/)[0]?.headers["x-time-zone"]).toBeTruthy();
  });

  it("with no network, says calmly that updates and goals will show once back online (no red error cards)", async () => {
    setup()
      .on("GET", /^\/updates$/, { network: true })
      .on("GET", /^\/me\/daily-goals$/, { network: true });
    renderApp("/home");
    expect(await screen.findByText("Updates will show when you're back online.", {}, { timeout: 8000 })).toBeTruthy();
    expect(
      await screen.findByText("Your daily goals will show when you're back online.", {}, { timeout: 8000 }),
    ).toBeTruthy();
    expect(screen.queryByText("Unable to load updates")).toBeNull();
    expect(screen.queryByText("Unable to load daily goals")).toBeNull();
    expect(screen.queryAllByRole("alert").filter((a) => a.textContent?.includes("Unable to load"))).toHaveLength(0);
  }, 20_000);

  it("offers Try Again when my decks fail to load", async () => {
    setup().on("GET", /^\/me\/decks$/, { status: 500, body: { error: { code: "INTERNAL", message: "x" } } });
    renderApp("/home");
    expect(await screen.findByText("Error loading decks", {}, { timeout: 4000 })).toBeTruthy();
  });
});

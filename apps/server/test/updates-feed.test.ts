import fs from "node:fs";
import path from "node:path";
import { deckLevel } from "@app/domain/decks/deck-levels";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadUpdates } from "../src/db/seed/load-updates";
import { createTestApp, guestClient, signUpAs, type TestContext } from "./test-app";

const DATA = path.resolve(import.meta.dirname, "../../../data");
const TRY_IT = "Try it without an account";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadUpdates(ctx.database.db, path.join(DATA, "updates.json"));
});
afterAll(async () => {
  await ctx?.close();
});

const feed = async (cookie: string) =>
  (await ctx.app.inject({ method: "GET", url: "/api/updates", headers: { cookie } })).json().items as {
    title: string;
  }[];

describe("Latest Updates: entries meant for the reader", () => {
  it("a guest reads 'Try it without an account'; a registered learner does not", async () => {
    const guest = await guestClient(ctx);
    const guestTitles = (await feed(guest.cookie)).map((i) => i.title);
    expect(guestTitles).toHaveLength(3);
    expect(guestTitles[0]).toBe(TRY_IT);

    const member = await signUpAs(ctx, "reader1", "maple-cloud-88");
    const memberTitles = (await feed(member.cookie)).map((i) => i.title);
    expect(memberTitles).toHaveLength(3);
    expect(memberTitles).not.toContain(TRY_IT);
  });
});

describe("Latest Updates: true to the catalogue it announces", () => {
  const updates = JSON.parse(fs.readFileSync(path.join(DATA, "updates.json"), "utf8")) as {
    title: string;
    description: string;
  }[];
  const levelsOf = (language: string) => {
    const file = JSON.parse(fs.readFileSync(path.join(DATA, "decks", `${language}.json`), "utf8")) as {
      subDecks: { name: string }[];
    };
    return [...new Set(file.subDecks.map((d) => deckLevel(d.name)).filter((l): l is string => l !== null))];
  };

  it("the Japanese entry names every JLPT level shipped (N3 is 21 of 35 decks)", () => {
    const entry = updates.find((u) => u.title.startsWith("Japanese"))!;
    const levels = levelsOf("japanese").map((l) => l.replace("JLPT ", ""));
    expect(levels).toEqual(["N5", "N4", "N3"]);
    for (const level of levels) expect(`${entry.title} ${entry.description}`).toContain(level);
  });

  it("the Chinese entry names the HSK levels shipped, first to last", () => {
    const entry = updates.find((u) => u.title.startsWith("Chinese"))!;
    const numbers = levelsOf("chinese").map((l) => Number(l.replace("HSK ", "")));
    expect(entry.title).toContain(`HSK ${Math.min(...numbers)}–${Math.max(...numbers)}`);
  });
});

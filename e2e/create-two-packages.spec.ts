import fs from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  buildLegacyCollection,
  buildNewCollection,
  buildStubCollection,
  type FixtureCollection,
  mediaEntries,
  packageMeta,
  zip,
  zstdStored,
} from "../packages/import-reader/src/test-fixtures/build-anki";
import { pickLanguage } from "./create-fixtures";
import { actAsDistinctClient, expectAccessibleInBothThemes } from "./fixtures";
import { signUpWithForm } from "./front-door";

/*
 * A new learner brings two different Anki packages through the Create tab: an Italian one (schema 11,
 * with a review card and FSRS deck options) and a Japanese one (schema 18, collection.anki21b). They
 * become two decks on Home, each with its own word count, each opening its own deck page.
 */

const PASSWORD = "Lexistep-Journey-42!";
const DAY_MS = 86_400_000;
const FSRS6 = [
  0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796, 1.4835, 0.0614, 0.2629, 1.6483,
  0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
];

interface PackageSpec {
  file: string;
  deck: { id: number; name: string };
  fields: [string, string];
  words: [string, string][];
  /** The first word was reviewed in Anki: a review card due in ten days. */
  reviewed: boolean;
  layout: "schema 11" | "schema 18";
  fsrs: boolean;
}

/** An Anki package with Anki's real tables, written to the test's output folder. */
async function writePackage(spec: PackageSpec): Promise<string> {
  const now = Date.now();
  const crt = Math.floor((now - 100 * DAY_MS) / 1000);
  const basic = { id: spec.deck.id - 1_000, name: "Basic", fields: [...spec.fields], templates: ["Card 1"] };
  const collection: FixtureCollection = {
    crt,
    decks: [
      { id: 1, name: "Default" },
      { ...spec.deck, conf: 1 },
    ],
    noteTypes: [basic],
    notes: spec.words.map(([term, translation], i) => ({
      id: spec.deck.id + 10 + i,
      guid: `${spec.file}-${i}`,
      mid: basic.id,
      fields: [term, translation],
    })),
    cards: spec.words.map((_, i) =>
      i === 0 && spec.reviewed
        ? {
            id: spec.deck.id + 100 + i,
            nid: spec.deck.id + 10 + i,
            did: spec.deck.id,
            ord: 0,
            type: 2,
            queue: 2,
            due: 110,
            ivl: 10,
          }
        : { id: spec.deck.id + 100 + i, nid: spec.deck.id + 10 + i, did: spec.deck.id, ord: 0 },
    ),
    revlog: spec.reviewed
      ? [
          [now - 40 * DAY_MS, spec.deck.id + 100, 3, -600, 0, 0, 6_000, 0],
          [now - 30 * DAY_MS, spec.deck.id + 100, 3, 10, 1, 2500, 4_000, 1],
        ]
      : [],
    deckConfigs: [{ id: 1, name: "Default", ...(spec.fsrs ? { fsrsParams: FSRS6 } : {}), desiredRetention: 0.9 }],
  };
  const bytes =
    spec.layout === "schema 11"
      ? zip({ "collection.anki2": buildLegacyCollection(collection), media: "{}" })
      : zip({
          "collection.anki2": buildStubCollection(),
          "collection.anki21b": zstdStored(buildNewCollection(collection)),
          meta: packageMeta(3),
          media: zstdStored(mediaEntries([])),
        });
  const file = test.info().outputPath(spec.file);
  fs.writeFileSync(file, bytes);
  return file;
}

const ITALIAN: PackageSpec = {
  file: "Italiano.apkg",
  deck: { id: 1_700_000_500_000, name: "Italiano" },
  fields: ["Italian", "English"],
  words: [
    ["casa", "house"],
    ["cane", "dog"],
    ["gatto", "cat"],
    ["libro", "book"],
  ],
  reviewed: true,
  layout: "schema 11",
  fsrs: true,
};

const JAPANESE: PackageSpec = {
  file: "Nihongo.apkg",
  deck: { id: 1_700_000_600_000, name: "Nihongo" },
  fields: ["Japanese", "French"],
  words: [
    ["猫", "chat"],
    ["犬", "chien"],
    ["水", "eau"],
  ],
  reviewed: false,
  layout: "schema 18",
  fsrs: false,
};

/** Create tab → Import, by clicking, as a learner does. */
async function openImport(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Create" }).click();
  await page.getByRole("link", { name: "Import", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();
}

async function importPackage(
  page: Page,
  file: string,
  languages: { term: [string, RegExp]; translation: [string, RegExp] },
  afterPreview: () => Promise<void>,
): Promise<void> {
  await page.getByLabel("File to import").setInputFiles(file);
  await expect(page.getByRole("textbox", { name: "Deck name" })).toBeVisible();
  await pickLanguage(page, "Term language", languages.term[0], languages.term[1]);
  await pickLanguage(page, "Translation language", languages.translation[0], languages.translation[1]);
  await afterPreview();
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Import finished" })).toBeVisible({ timeout: 30_000 });
}

/** "learned / words" on a Home deck card. */
async function cardCounts(card: Locator): Promise<string> {
  return (await card.getByText(/^\d+ \/ \d+$/).textContent())!.trim();
}

test.describe("create: two Anki packages", () => {
  test("from the front door: two packages through the Create tab become two decks on Home, each opening its own page", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const italian = await writePackage(ITALIAN);
    const japanese = await writePackage(JAPANESE);

    await actAsDistinctClient(page);
    await page.goto("/");
    await page.getByRole("button", { name: "LOGIN" }).click();
    await page.getByRole("link", { name: "Sign up" }).click();
    await signUpWithForm(page, "anki", PASSWORD);

    // The Italian package: its FSRS deck options offered, ticked; the preview checked in both themes.
    await openImport(page);
    await importPackage(
      page,
      italian,
      { term: ["Italian", /^Italian \(it\)$/], translation: ["English", /^English \(en\)$/] },
      async () => {
        const offer = page.getByRole("checkbox", {
          name: "Use this collection's FSRS settings (desired retention 90 %, 21 parameters)",
        });
        await expect(offer).not.toBeChecked();
        await offer.check();
        await expectAccessibleInBothThemes(page, "Import preview (Anki)");
      },
    );
    await expect(page.getByText("FSRS settings adopted: desired retention 90 %, 21 parameters.")).toBeVisible();

    // The Japanese package (collection.anki21b): nothing to adopt, the box is there but off.
    await page.getByRole("link", { name: "Import another file" }).click();
    await importPackage(
      page,
      japanese,
      { term: ["Japanese", /^Japanese \(ja\)$/], translation: ["French", /^French \(fr\)$/] },
      async () => {
        const offer = page.getByRole("checkbox", { name: "Use this collection's FSRS settings" });
        await expect(offer).toBeDisabled();
        await expect(offer).not.toBeChecked();
      },
    );

    // Home: two decks, never merged, each with its own words.
    await page.getByRole("navigation", { name: /main/i }).getByRole("link", { name: "Home" }).click();
    const italianCard = page.getByRole("article", { name: "Italiano" });
    const japaneseCard = page.getByRole("article", { name: "Nihongo" });
    await expect(italianCard).toBeVisible();
    await expect(japaneseCard).toBeVisible();
    // The Anki review card comes in learned.
    expect(await cardCounts(italianCard)).toBe("1 / 4");
    expect(await cardCounts(japaneseCard)).toBe("0 / 3");

    // Each card opens its own deck page, with the same counts.
    for (const [card, name, words] of [
      [italianCard, "Italiano", "1 of 4 words"],
      [japaneseCard, "Nihongo", "0 of 3 words"],
    ] as const) {
      await card.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
      await expect(page.getByText(words)).toBeVisible();
      await page.goBack();
      await expect(card).toBeVisible();
    }
  });
});

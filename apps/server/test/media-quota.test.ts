// The per-learner room for recordings and pictures (MEDIA_QUOTA_MB): mining tools and imports are refused
// past it with the reason; a file kept twice counts once; other learners are not affected.
import { buildLegacyCollection, zip } from "@app/import-reader/test-fixtures/build-anki";
import { vocabulary } from "@app/import-reader/test-fixtures/vocabulary";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { importFile } from "./create/create-helpers";
import { minedWordWithRecording, mp3Of, rows } from "./media-helpers";
import { createTestApp } from "./test-app";

const ctx = appPerFile(() => createTestApp({ MEDIA_QUOTA_MB: "1" }));
const MB = 1024 * 1024;

describe("a learner with 1 MB of room", () => {
  it("stores files until the next would pass it, then gets AnkiConnect's error with the reason", async () => {
    const miner = await miningLearner(ctx);
    const first = mp3Of(0.6 * MB, 1);
    await minedWordWithRecording(miner, "一", "one.mp3", first);
    // The same content under another name takes no more room.
    await minedWordWithRecording(miner, "二", "again.mp3", first);
    const refused = await miner.anki("storeMediaFile", {
      filename: "two.mp3",
      data: mp3Of(0.6 * MB, 2).toString("base64"),
    });
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      result: null,
      error:
        "Your recordings and pictures already take 0.6 MB of your 1.0 MB, so 0.6 MB more does not fit. Delete words " +
        "whose recordings or pictures you no longer need (their files are freed within two hours), then try again.",
    });
    const [stored] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM mining_media WHERE user_id = ${miner.client.id} AND name = 'two.mp3'`,
    );
    expect(stored!.n).toBe(0);
    // A note carrying the file itself is refused the same way, and nothing of it is written.
    const note = await miner.anki("addNote", {
      note: {
        deckName: miner.deck.name,
        modelName: "Lexistep Word",
        fields: { Word: "三", Meaning: "three" },
        audio: { filename: "three.mp3", data: mp3Of(0.6 * MB, 3).toString("base64"), fields: ["WordAudio"] },
      },
    });
    expect(note.json().error).toMatch(/^Your recordings and pictures already take 0\.6 MB of your 1\.0 MB/);
    // Another learner has their own room.
    const other = await miningLearner(ctx, "Another deck");
    await minedWordWithRecording(other, "他", "two.mp3", mp3Of(0.6 * MB, 2));
  });

  it("an import whose recordings would pass it is refused, saying why, and leaves nothing", async () => {
    const miner = await miningLearner(ctx, "Before the import");
    const bytes = zip({
      "collection.anki2": buildLegacyCollection(vocabulary),
      media: JSON.stringify({ "0": "comer.mp3" }),
      "0": mp3Of(1.2 * MB, 9),
    });
    const status = await importFile(
      miner.client,
      { name: "spanish.apkg", bytes },
      { term: 0, translation: 1, termLanguage: "es", translationLanguage: "en" },
    );
    expect(status.status).toBe("failed");
    expect(status.error.code).toBe("MEDIA_QUOTA");
    expect(status.error.message).toMatch(
      /^This package's recordings do not fit\. Your recordings and pictures already take 0\.0 MB of your 1\.0 MB, so 1\.2 MB more/,
    );
    const [left] = await rows<{ n: number }>(
      ctx,
      sql`SELECT count(*)::int AS n FROM own_media m JOIN own_decks d ON d.id = m.own_deck_id WHERE d.owner_id = ${miner.client.id}`,
    );
    expect(left!.n).toBe(0);
  });
});

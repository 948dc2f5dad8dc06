// Two instances on one PostgreSQL: a recording stored through one plays, by byte range, through the other
// (the bytes are chunks in the shared database, not files on one instance's disk). Runs in `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { miningLearner } from "./ankiconnect-helpers";
import { minedWordWithRecording, mp3Of } from "./media-helpers";
import { createTestApp, type TestContext } from "./test-app";

const onPostgres = Boolean(process.env.DATABASE_URL);
const SECRET = { BETTER_AUTH_SECRET: "two-instances-share-this-secret-0123456789" };
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  if (!onPostgres) return;
  a = await createTestApp(SECRET);
  b = await createTestApp(SECRET, { database: a.database });
}, 60_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe.skipIf(!onPostgres)("two instances on one PostgreSQL", () => {
  it("a file stored through one plays through the other, whole and by range", async () => {
    expect(a.app.media.kind).toBe("database");
    const miner = await miningLearner(a);
    const bytes = mp3Of(900_000, 5);
    const wordId = await minedWordWithRecording(miner, "歌", "song.mp3", bytes);
    const play = (range?: string) =>
      b.app.inject({
        method: "GET",
        url: `/api/words/${wordId}/audio`,
        headers: { cookie: miner.client.cookie, ...(range ? { range } : {}) },
      });
    const whole = await play();
    expect(whole.statusCode, whole.body.slice(0, 200)).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const across = await play("bytes=262100-524300");
    expect(across.statusCode).toBe(206);
    expect(across.rawPayload.equals(bytes.subarray(262100, 524301))).toBe(true);
  });
});

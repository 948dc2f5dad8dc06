import { describe, expect, it } from "vitest";
import { forgetOnSignOut } from "./forget-on-sign-out";

describe("forgetOnSignOut", () => {
  it("drops the learner's kept decks and the recordings of their own words; public pronunciations stay", async () => {
    const urls = [
      "https://app.example/api/words/17/audio",
      "https://app.example/audio/generated/es/abc.wav",
      "https://app.example/api/words/9/audio",
    ];
    const cached = new Map(urls.map((u) => [u, new Request(u)]));
    const forgotten: string[] = [];
    await forgetOnSignOut("u1", {
      recordings: async () => ({
        keys: async () => [...cached.values()],
        delete: async (request) => cached.delete(request.url),
      }),
      forgetDecks: async (userId) => {
        forgotten.push(userId);
      },
    });
    expect([...cached.keys()]).toEqual(["https://app.example/audio/generated/es/abc.wav"]);
    expect(forgotten).toEqual(["u1"]);
  });

  it("a device with no cache or no database signs out all the same", async () => {
    await expect(
      forgetOnSignOut("u1", {
        recordings: async () => null,
        forgetDecks: async () => {
          throw new Error("no IndexedDB");
        },
      }),
    ).resolves.toBeUndefined();
  });
});

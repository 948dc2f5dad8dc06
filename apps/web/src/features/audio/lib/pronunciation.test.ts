import { describe, expect, it, vi } from "vitest";
import type { AudioEntry } from "../api/get-audios";
import { AudioLookupCache, AudioStatusStore, type KeyValueStorage } from "./audio-cache";
import {
  findAudioLink,
  initialStatus,
  type PronunciationDeps,
  type PronunciationRequest,
  playPronunciation,
} from "./pronunciation";
import type { AudioStatus } from "./speech";

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(
  options: {
    entries?: AudioEntry[] | Error;
    play?: "plays" | "fails" | "blocked";
    speech?: "none" | "speaks" | "fails";
  } = {},
) {
  let now = 1_000;
  const storage = memoryStorage();
  const fetchAudios = vi.fn(async (_code: string, _word: string) => {
    if (options.entries instanceof Error) throw options.entries;
    return options.entries ?? [];
  });
  const played: string[] = [];
  const spoken: { text: string; lang: string }[] = [];
  const deps: PronunciationDeps = {
    lookups: new AudioLookupCache(() => now),
    statuses: new AudioStatusStore(
      () => storage,
      () => now,
    ),
    fetchAudios,
    playLink: (link) => {
      played.push(link);
      const mode = options.play ?? "plays";
      const started =
        mode === "plays"
          ? Promise.resolve()
          : Promise.reject(new DOMException("nope", mode === "blocked" ? "NotAllowedError" : "NotSupportedError"));
      return { started, stop: () => undefined };
    },
    speechSupported: () => (options.speech ?? "none") !== "none",
    speak: (text, lang, onStatus) => {
      spoken.push({ text, lang });
      onStatus("loading");
      onStatus(options.speech === "speaks" ? "available" : "unavailable");
      return () => undefined;
    },
  };
  return {
    deps,
    fetchAudios,
    played,
    spoken,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const zh: PronunciationRequest = { word: "你", audioCode: "zh", speechLang: "zh-CN" };
const recording: AudioEntry = { id: "r", language: "zh", word: "你", link: "/audio/recorded/cmn/你.mp3" };

async function play(request: PronunciationRequest, deps: PronunciationDeps): Promise<AudioStatus[]> {
  const statuses: AudioStatus[] = [];
  playPronunciation(request, deps, (s) => statuses.push(s));
  await flush();
  await flush();
  return statuses;
}

describe("pronunciation providers", () => {
  it("plays the server's link first: loading, then available", async () => {
    const t = setup({ entries: [recording], speech: "speaks" });
    expect(await play(zh, t.deps)).toEqual(["loading", "available"]);
    expect(t.played).toEqual(["/audio/recorded/cmn/你.mp3"]);
    expect(t.spoken).toEqual([]);
    expect(t.fetchAudios).toHaveBeenCalledWith("zh", "你");
  });

  it("a word's own recording (imported with it) plays before asking the server, even in a language it has no code for", async () => {
    const t = setup({ entries: [recording], speech: "speaks" });
    const own: PronunciationRequest = {
      word: "kissa",
      audioCode: null,
      speechLang: "fi-FI",
      recording: "/api/words/7/audio",
    };
    expect(initialStatus(own, t.deps)).toBe("available");
    expect(await play(own, t.deps)).toEqual(["loading", "available"]);
    expect(t.played).toEqual(["/api/words/7/audio"]);
    expect(t.fetchAudios).not.toHaveBeenCalled();
    expect(t.spoken).toEqual([]);
  });

  it("falls back to the browser's speech in the deck's language when the server has nothing", async () => {
    const t = setup({ entries: [], speech: "speaks" });
    expect(await play(zh, t.deps)).toEqual(["loading", "loading", "available"]);
    expect(t.spoken).toEqual([{ text: "你", lang: "zh-CN" }]);
  });

  it("a failed request counts as no link (speech instead) and is asked again next time", async () => {
    const t = setup({ entries: new TypeError("Failed to fetch"), speech: "speaks" });
    expect((await play(zh, t.deps)).at(-1)).toBe("available");
    expect(t.spoken).toHaveLength(1);
    await play(zh, t.deps);
    expect(t.fetchAudios).toHaveBeenCalledTimes(2);
  });

  it("with no provider the word is unavailable, and stays so for 24 hours without asking again", async () => {
    const t = setup({ entries: [], speech: "none" });
    expect(await play(zh, t.deps)).toEqual(["loading", "unavailable"]);
    expect(initialStatus(zh, t.deps)).toBe("unavailable");
    expect(await play(zh, t.deps)).toEqual(["unavailable"]);
    expect(t.fetchAudios).toHaveBeenCalledTimes(1);
    t.advance(24 * 60 * 60 * 1000);
    expect(initialStatus(zh, t.deps)).toBe("available");
  });

  it("a failed play is ignored and marks the word unavailable", async () => {
    const t = setup({ entries: [recording], play: "fails", speech: "speaks" });
    expect(await play(zh, t.deps)).toEqual(["loading", "unavailable"]);
    expect(initialStatus(zh, t.deps)).toBe("unavailable");
  });

  it("offline, a recording the device did not keep is said by the browser's voice, and not held against the word", async () => {
    const t = setup({ entries: [recording], play: "fails", speech: "speaks" });
    const offline: PronunciationDeps = { ...t.deps, isOffline: () => true };
    expect(await play(zh, offline)).toEqual(["loading", "loading", "available"]);
    expect(t.spoken).toEqual([{ text: "你", lang: "zh-CN" }]);
    expect(initialStatus(zh, t.deps)).toBe("available");
  });

  it("a failed speech marks the word unavailable", async () => {
    const t = setup({ entries: [], speech: "fails" });
    expect((await play(zh, t.deps)).at(-1)).toBe("unavailable");
    expect(initialStatus(zh, t.deps)).toBe("unavailable");
  });

  it("autoplay refused by the browser leaves the word available (the learner can press play)", async () => {
    const t = setup({ entries: [recording], play: "blocked" });
    expect(await play(zh, t.deps)).toEqual(["loading", "available"]);
    expect(initialStatus(zh, t.deps)).toBe("available");
  });

  it("caches lookups in memory for 30 minutes", async () => {
    const t = setup({ entries: [recording] });
    expect(await findAudioLink(zh, t.deps)).toBe(recording.link);
    expect(await findAudioLink(zh, t.deps)).toBe(recording.link);
    expect(t.fetchAudios).toHaveBeenCalledTimes(1);
    t.advance(30 * 60 * 1000);
    await findAudioLink(zh, t.deps);
    expect(t.fetchAudios).toHaveBeenCalledTimes(2);
  });

  it("a language the server has no code for goes straight to speech", async () => {
    const t = setup({ speech: "speaks" });
    const request = { word: "salve", audioCode: null, speechLang: "la" };
    expect((await play(request, t.deps)).at(-1)).toBe("available");
    expect(t.fetchAudios).not.toHaveBeenCalled();
    expect(initialStatus(request, setup({ speech: "none" }).deps)).toBe("unavailable");
  });

  it("a stopped playback reports nothing more", async () => {
    const t = setup({ entries: [recording] });
    const statuses: AudioStatus[] = [];
    const stop = playPronunciation(zh, t.deps, (s) => statuses.push(s));
    stop();
    await flush();
    await flush();
    expect(statuses).toEqual(["loading"]);
    expect(t.played).toEqual([]);
  });
});

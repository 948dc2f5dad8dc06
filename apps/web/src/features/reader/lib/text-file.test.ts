import { describe, expect, it } from "vitest";
import { subtitleText, textFileProblem, textOfFile } from "./text-file";

describe("opening a text or subtitle file", () => {
  it("refuses other files and large ones before reading them", () => {
    expect(textFileProblem({ name: "film.mkv", size: 10 })).toBe("Open a .txt, .srt or .vtt file.");
    expect(textFileProblem({ name: "film.SRT", size: 3 * 1024 * 1024 })).toBe("That file is larger than 2 MB.");
    expect(textFileProblem({ name: "cuento.txt", size: 2000 })).toBeNull();
  });

  it("SubRip: numbers and timings left out, markup removed, a cue's lines joined", () => {
    const srt = [
      "1",
      "00:00:01,000 --> 00:00:03,500",
      "<i>¿Dónde está</i>",
      "el gato?",
      "",
      "2",
      "00:00:04,000 --> 00:00:05,000",
      "{\\an8}Está en la casa.",
      "",
    ].join("\r\n");
    expect(textOfFile("episodio.srt", srt)).toBe("¿Dónde está el gato?\nEstá en la casa.");
  });

  it("WebVTT: header, NOTE and STYLE blocks, cue ids and voice tags left out", () => {
    const vtt = [
      "\uFEFFWEBVTT - Kind: captions",
      "",
      "NOTE made by hand",
      "",
      "STYLE",
      "::cue { color: yellow }",
      "",
      "intro",
      "00:01.000 --> 00:02.000 align:start",
      "<v Ana>Guten Morgen!</v>",
      "",
      "00:00:02.500 --> 00:00:04.000",
      "Die <c.yellow>Kinder</c> spielen &amp; lachen.",
    ].join("\n");
    expect(subtitleText(vtt)).toBe("Guten Morgen!\nDie Kinder spielen & lachen.");
  });

  it("a cue that is only a number is kept as its text", () => {
    expect(subtitleText("1\n00:00:01,000 --> 00:00:02,000\n42\n")).toBe("42");
  });

  it("plain text is kept as written", () => {
    expect(textOfFile("cuento.txt", "\uFEFFHabía una vez\n\nun gato.")).toBe("Había una vez\n\nun gato.");
  });
});

import { describe, expect, it } from "vitest";
import { bodyFromBase64, bodyFromBytes, CHUNK_BYTES } from "./body";
import { planRange } from "./range";
import { sniffMime } from "./sniff";

describe("planRange", () => {
  it.each([
    [undefined, { kind: "all" }],
    ["bytes=0-99", { kind: "part", start: 0, end: 99 }],
    ["bytes=900-", { kind: "part", start: 900, end: 999 }],
    ["bytes=-100", { kind: "part", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "part", start: 0, end: 999 }],
    ["bytes=990-5000", { kind: "part", start: 990, end: 999 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=50-10", { kind: "all" }],
    ["bytes=0-1,5-9", { kind: "all" }],
    ["items=0-1", { kind: "all" }],
    ["bytes=-", { kind: "all" }],
    ["bytes=99999999999999999999-", { kind: "unsatisfiable" }],
  ])("%s of 1000 bytes → %o", (header, plan) => {
    expect(planRange(header, 1000)).toEqual(plan);
  });
});

const bytesOf = (text: string, rest = 32) => Buffer.concat([Buffer.from(text, "latin1"), Buffer.alloc(rest)]);

describe("sniffMime", () => {
  it.each([
    [bytesOf("ID3\x04"), "audio/mpeg"],
    [bytesOf("\xff\xfb\x90"), "audio/mpeg"],
    [bytesOf("\xff\xf1\x50"), "audio/aac"],
    [bytesOf("OggS"), "audio/ogg"],
    [bytesOf("RIFF\0\0\0\0WAVEfmt "), "audio/wav"],
    [bytesOf("RIFF\0\0\0\0WEBPVP8 "), "image/webp"],
    [bytesOf("\0\0\0\x20ftypM4A "), "audio/mp4"],
    [bytesOf("\x89PNG\r\n\x1a\n"), "image/png"],
    [bytesOf("\xff\xd8\xff\xe0"), "image/jpeg"],
    [bytesOf("GIF89a"), "image/gif"],
  ])("%#: the bytes say %s", (head, type) => {
    expect(sniffMime(head, "audio/flac")).toBe(type);
  });

  it("falls back to the name's audio or image type, never to a page", () => {
    const page = bytesOf("<html><script>");
    expect(sniffMime(page, "audio/mpeg")).toBe("audio/mpeg");
    expect(sniffMime(page, "text/html")).toBe("application/octet-stream");
    expect(sniffMime(page, "image/svg+xml")).toBe("application/octet-stream");
  });
});

describe("media bodies", () => {
  it("base64 decoded a slice at a time gives the same hash, size and bytes as the whole", async () => {
    const bytes = Buffer.alloc(CHUNK_BYTES * 2 + 12345);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 13) & 0xff;
    const whole = await bodyFromBytes(bytes);
    for (const data of [bytes.toString("base64"), bytes.toString("base64url")]) {
      const sliced = await bodyFromBase64(data);
      expect({ hash: sliced.hash, size: sliced.size }).toEqual({ hash: whole.hash, size: bytes.length });
      const pieces = [...(sliced.chunks() as Iterable<Uint8Array>)];
      expect(pieces.every((p) => p.byteLength <= CHUNK_BYTES)).toBe(true);
      expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    }
  });
});

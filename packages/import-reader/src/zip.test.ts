import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { strToU8, zipSync } from "fflate";
import { afterEach, describe, expect, it } from "vitest";
import { openZip, openZipFile, type ZipLimits } from "./zip";

const LIMITS: ZipLimits = { maxUncompressedBytes: 1024 * 1024 };

function archive(files: Record<string, string | Uint8Array>, level: 0 | 6 = 6): Uint8Array {
  const input: Record<string, Uint8Array> = {};
  for (const [name, data] of Object.entries(files)) input[name] = typeof data === "string" ? strToU8(data) : data;
  return zipSync(input, { level });
}

/** Where the central directory record of `name` starts (the test then forges its fields). */
function centralRecord(bytes: Uint8Array, name: string): { view: DataView; at: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = strToU8(name);
  for (let at = 0; at + 46 <= bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const found = bytes.subarray(at + 46, at + 46 + view.getUint16(at + 28, true));
    if (found.length === wanted.length && found.every((b, i) => b === wanted[i])) return { view, at };
  }
  throw new Error(`no entry ${name}`);
}

/** Rewrites the uncompressed size the directory declares for `name`. */
function declare(bytes: Uint8Array, name: string, size: number): void {
  const { view, at } = centralRecord(bytes, name);
  view.setUint32(at + 24, size, true);
}

async function refusal(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    return error as { code: string; message: string; details: Record<string, unknown> };
  }
  throw new Error("expected the archive to be refused");
}

describe("reading an archive", () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it("lists entries with their declared sizes, skips folders, and reads one entry at a time", async () => {
    const zip = await openZip(
      archive({ "a.txt": "hello", "folder/": new Uint8Array(0), "0": "x".repeat(5000) }),
      LIMITS,
    );
    expect([...zip.entries.keys()].sort()).toEqual(["0", "a.txt"]);
    expect(zip.entries.get("0")).toMatchObject({ method: 8, size: 5000 });
    expect(zip.totalSize).toBe(5005);
    expect(new TextDecoder().decode(await zip.read("a.txt"))).toBe("hello");
    expect(await zip.read("0")).toEqual(strToU8("x".repeat(5000)));
    await expect(zip.read("gone")).rejects.toMatchObject({ code: "CORRUPT_PACKAGE" });
    zip.close();
  });

  it("from a file: extracts an entry into a file of its declared size", async () => {
    const folder = mkdtempSync(join(tmpdir(), "zip-"));
    folders.push(folder);
    const data = new Uint8Array(200 * 1024).map((_, i) => (i * 7) % 251);
    writeFileSync(join(folder, "p.zip"), archive({ big: data, "stored.bin": data.subarray(0, 10) }, 0));
    const zip = await openZipFile(join(folder, "p.zip"), LIMITS);
    try {
      expect(await zip.extract("big", join(folder, "big"))).toBe(data.length);
      expect(Buffer.compare(readFileSync(join(folder, "big")), data)).toBe(0);
      expect(await zip.read("stored.bin")).toEqual(data.subarray(0, 10));
    } finally {
      zip.close();
    }
  });

  it("keeps entry names as written, even ones that look like paths (they are only looked up)", async () => {
    const zip = await openZip(archive({ "../up.txt": "u", "é.txt": "e" }), LIMITS);
    expect([...zip.entries.keys()].sort()).toEqual(["../up.txt", "é.txt"]);
    expect(new TextDecoder().decode(await zip.read("é.txt"))).toBe("e");
  });
});

describe("limits and damage", () => {
  it("refuses more entries than allowed before reading any", async () => {
    const bytes = archive({ a: "1", b: "2", c: "3" });
    expect(await refusal(() => openZip(bytes, { ...LIMITS, maxEntries: 2 }))).toMatchObject({
      code: "ZIP_TOO_LARGE",
      details: { entries: 3, maxEntries: 2 },
    });
    await expect(openZip(bytes, { ...LIMITS, maxEntries: 3 })).resolves.toBeDefined();
  });

  it("refuses a size only zip64 could hold, whatever the limit", async () => {
    const bytes = archive({ a: "1" });
    declare(bytes, "a", 0xffffffff);
    const error = await refusal(() => openZip(bytes, { maxUncompressedBytes: Number.MAX_SAFE_INTEGER }));
    expect(error.code).toBe("ZIP_TOO_LARGE");
  });

  it("refuses a stored entry whose declared size is not its data's size, when the directory is read", async () => {
    const bytes = archive({ a: "12345" }, 0);
    declare(bytes, "a", 4);
    expect((await refusal(() => openZip(bytes, LIMITS))).code).toBe("CORRUPT_PACKAGE");
  });

  it("an entry inflating to more, or less, than it declares is damaged; the others still read", async () => {
    const bytes = archive({ more: "m".repeat(70_000), less: "l".repeat(100), fine: "f" });
    declare(bytes, "more", 1000);
    declare(bytes, "less", 200);
    const zip = await openZip(bytes, LIMITS);
    await expect(zip.read("more")).rejects.toMatchObject({
      code: "CORRUPT_PACKAGE",
      message: "This Anki package is damaged: more unpacks to a size other than the one declared.",
    });
    await expect(zip.read("less")).rejects.toMatchObject({ code: "CORRUPT_PACKAGE" });
    expect(await zip.read("fine")).toEqual(strToU8("f"));
  });

  it("an encrypted entry, an unknown compression, data that is not deflate, a directory cut off", async () => {
    const encrypted = archive({ a: "1" });
    const record = centralRecord(encrypted, "a");
    record.view.setUint16(record.at + 8, record.view.getUint16(record.at + 8, true) | 1, true);
    expect(await refusal(() => openZip(encrypted, LIMITS))).toMatchObject({
      code: "CORRUPT_PACKAGE",
      message: expect.stringContaining("a is encrypted"),
    });

    const method = archive({ a: "1" });
    centralRecord(method, "a").view.setUint16(centralRecord(method, "a").at + 10, 12, true);
    await expect((await openZip(method, LIMITS)).read("a")).rejects.toMatchObject({
      message: expect.stringContaining("unsupported compression (method 12)"),
    });

    const garbage = archive({ a: "x".repeat(1000) });
    const data = centralRecord(garbage, "a");
    garbage.fill(0xff, 30 + 1, 30 + 1 + data.view.getUint32(data.at + 20, true));
    await expect((await openZip(garbage, LIMITS)).read("a")).rejects.toMatchObject({ code: "CORRUPT_PACKAGE" });

    const cut = archive({ a: "1", b: "2" });
    const first = centralRecord(cut, "a").at;
    const shortened = new Uint8Array([...cut.subarray(0, first + 10), ...cut.subarray(cut.length - 22)]);
    expect((await refusal(() => openZip(shortened, LIMITS))).code).toBe("CORRUPT_PACKAGE");
  });

  it("bytes that are not a zip", async () => {
    expect((await refusal(() => openZip(strToU8("front,back\n"), LIMITS))).code).toBe("NOT_A_ZIP");
    expect((await refusal(() => openZip(new Uint8Array(0), LIMITS))).code).toBe("NOT_A_ZIP");
  });
});

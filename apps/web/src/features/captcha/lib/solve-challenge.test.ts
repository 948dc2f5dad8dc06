import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey as nodeDeriveKey } from "altcha-lib/algorithms/sha";
import { describe, expect, it } from "vitest";
import type { CaptchaChallenge } from "../api/get-captcha-challenge";
import { encodeCaptchaPayload } from "./encode-payload";
import { sha256 } from "./sha256";
import { plainDeriveKey, solveCaptcha } from "./solve-challenge";

const secrets = { hmacSignatureSecret: "test-secret-1", hmacKeySignatureSecret: "test-secret-2" };

/** A challenge made the way the server makes it (SHA-256, cost 1, a counter to find). */
async function serverChallenge(): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    cost: 1,
    counter: 300,
    deriveKey: nodeDeriveKey,
    ...secrets,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return JSON.parse(JSON.stringify(challenge)) as CaptchaChallenge;
}

/** Reads the header the way the server does: base64 → UTF-8 → JSON. */
function decodeHeader(header: string) {
  return JSON.parse(Buffer.from(header, "base64").toString("utf8"));
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

describe("captcha solving", () => {
  it("solves a server challenge with WebCrypto into a header the server verifies", async () => {
    const challenge = await serverChallenge();
    const payload = decodeHeader(await solveCaptcha(challenge));
    expect(payload.challenge).toEqual(challenge);
    const result = await verifySolution({ ...payload, deriveKey: nodeDeriveKey, ...secrets });
    expect(result.verified).toBe(true);
  });

  it("solves it without WebCrypto too (plain-HTTP installs), with the same answer", async () => {
    const challenge = await serverChallenge();
    const plain = decodeHeader(await solveCaptcha(challenge, plainDeriveKey));
    const web = decodeHeader(await solveCaptcha(challenge));
    expect(plain.solution.counter).toBe(web.solution.counter);
    expect(plain.solution.derivedKey).toBe(web.solution.derivedKey);
    expect((await verifySolution({ ...plain, deriveKey: nodeDeriveKey, ...secrets })).verified).toBe(true);
  });

  it("the JavaScript SHA-256 matches WebCrypto for empty, short and multi-block inputs", async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 200]) {
      const data = crypto.getRandomValues(new Uint8Array(length));
      const expected = new Uint8Array(await crypto.subtle.digest("SHA-256", data));
      expect(hex(sha256(data)), `length ${length}`).toBe(hex(expected));
    }
    expect(hex(sha256(new TextEncoder().encode("abc")))).toBe(
      "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
    );
  });

  it("encodes the payload from UTF-8, so characters outside Latin-1 survive", () => {
    const payload = { challenge: { parameters: { data: { note: "你好 ✓" } } }, solution: { counter: 1 } };
    expect(decodeHeader(encodeCaptchaPayload(payload))).toEqual(payload);
  });
});

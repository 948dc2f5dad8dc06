// Fuzzing the AnkiConnect-compatible endpoint (the JSON routes' fuzzing, fuzz-routes.test.ts, covers /api):
// generated calls of every action with hostile values, sent with any Content-Type as a signed-in tool would.
// No answer may be a 5xx, and the app keeps answering. FUZZ_ANKI_RUNS inputs (3,000 by default).
import fc from "fast-check";
import { expect, it } from "vitest";
import { ACTIONS } from "../src/features/ankiconnect/service";
import { type Miner, miningLearner } from "./ankiconnect-helpers";
import { appPerFile } from "./app-per-file";
import { createTestApp } from "./test-app";

const RUNS = Number(process.env.FUZZ_ANKI_RUNS ?? 3000);
let now = new Date("2026-11-21T12:00:00Z");
const ctx = appPerFile(() => createTestApp({}, { clock: () => now }));

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constantFrom("\ud83d", "a\udc00b", "😀".repeat(400).slice(0, 501), "../x.mp3", "' OR 1=1 --", "<img src=x>"),
  fc.constantFrom("deck:*", '"deck:a b"', "added:99999999999", "nid:2147483648", "cid:1,x", "is:due", "tag:none"),
  fc.constantFrom("(a OR", "-(", "prop:ivl>1", "((((((((((a))))))))))", "note:Basic", "Front:*", "x".repeat(3000)),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 53, -1, 0, 0.5, 1e308, Number.MIN_SAFE_INTEGER),
  fc.integer(),
);
const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
const value = fc.oneof(
  leaf,
  fc.array(leaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), leaf, { maxKeys: 3 }),
);
const ids = fc.array(nastyNumber, { maxLength: 5 });
const note = fc.record(
  {
    deckName: fc.oneof(fc.constant("Fuzz"), nastyString),
    modelName: fc.constantFrom("Basic", "Lexistep Word", "Cloze"),
    fields: fc.dictionary(fc.constantFrom("Front", "Back", "Word", "Meaning", "Picture", "x"), nastyString),
    tags: fc.oneof(fc.array(nastyString, { maxLength: 3 }), nastyString),
    options: fc.record(
      { allowDuplicate: leaf, duplicateScope: fc.constantFrom("deck", "collection", 3), duplicateScopeOptions: value },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);
const params = fc.record(
  {
    query: nastyString,
    notes: fc.oneof(ids, fc.array(note, { maxLength: 3 })),
    cards: ids,
    note: fc.oneof(note, fc.record({ id: nastyNumber, fields: value })),
    tags: fc.oneof(nastyString, fc.array(nastyString, { maxLength: 3 })),
    deck: nastyString,
    modelName: nastyString,
    modelNames: fc.array(nastyString, { maxLength: 3 }),
    filename: nastyString,
    data: fc.oneof(nastyString, fc.constantFrom("AAAA", "")),
    actions: fc.array(fc.record({ action: fc.constantFrom(...Object.keys(ACTIONS), "multi"), params: value }), {
      maxLength: 3,
    }),
  },
  { requiredKeys: [] },
);
const call = fc.record({
  action: fc.oneof(fc.constantFrom(...Object.keys(ACTIONS), "multi", "nope", "__proto__"), leaf),
  version: fc.oneof(fc.constantFrom(2, 4, 5, 6), leaf),
  params: fc.oneof({ weight: 5, arbitrary: params }, { weight: 1, arbitrary: value }),
});
const contentType = fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded", undefined);
/** JSON with `\u` escapes of lone surrogates spliced into its strings, or text cut at any point. */
const spoil = fc.constantFrom("none", "surrogate", "cut");

let miner: Miner;

it(`sends ${RUNS} generated calls to /ankiconnect: no 5xx, the app keeps answering`, async () => {
  miner = await miningLearner(ctx, "Fuzz");
  await miner.anki("addNote", { note: { deckName: "Fuzz", modelName: "Basic", fields: { Front: "a", Back: "b" } } });
  let total = 0;
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(call, contentType, spoil, async (body, type, how) => {
      let text = JSON.stringify({ ...body, key: miner.key });
      if (how === "surrogate") text = text.replace(/"([^"\\]{0,8})"/, '"$1\\ud800"');
      if (how === "cut") text = text.slice(0, Math.max(1, text.length - 3));
      // Each run in its own minute: the key's rate limit is not what is fuzzed.
      now = new Date(now.getTime() + 60_000);
      const res = await ctx.app.inject({
        method: "POST",
        url: total % 2 === 0 ? "/ankiconnect" : "/",
        headers: type ? { "content-type": type } : {},
        payload: text,
      });
      total += 1;
      if (res.statusCode >= 500) failures.push(`${text.slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      return res.statusCode < 500;
    }),
    { numRuns: RUNS, seed: 4242, endOnFailure: true },
  );
  expect(failures).toEqual([]);
  expect((await ctx.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
  console.log(`fuzz /ankiconnect: ${total} requests, ${failures.length} answered 5xx`);
}, 600_000);

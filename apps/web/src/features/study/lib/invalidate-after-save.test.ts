import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { deckKeys, leechKeys } from "../../../shared/query-keys";
import { invalidateAfterSave } from "./invalidate-after-save";

describe("after a saved session", () => {
  it("reads the deck page and every leech list again: a word forgotten once more may now be a leech", () => {
    const client = new QueryClient();
    const keys = [deckKeys.progress("spanish-core-1"), leechKeys.list("spanish-core-1"), leechKeys.list(undefined)];
    for (const key of keys) client.setQueryData(key, {});
    invalidateAfterSave(client, "spanish-core-1");
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

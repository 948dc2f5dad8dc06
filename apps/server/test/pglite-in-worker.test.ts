import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgliteInWorker } from "../src/db/pglite-in-worker";

/** The embedded database's thread: statements in order, transactions whole, errors with their code. */
let client: PgliteInWorker;
beforeAll(async () => {
  client = await PgliteInWorker.open(undefined);
  await client.query("CREATE TABLE t (id int PRIMARY KEY, v text)");
});
afterAll(async () => {
  await client?.close();
});

describe("PGlite in a worker thread", () => {
  it("answers queries with rows as objects or arrays", async () => {
    await client.query("INSERT INTO t VALUES ($1, $2)", [1, "one"]);
    expect((await client.query("SELECT id, v FROM t WHERE id = $1", [1])).rows).toEqual([{ id: 1, v: "one" }]);
    expect((await client.query("SELECT id, v FROM t", [], { rowMode: "array" })).rows).toEqual([[1, "one"]]);
  });

  it("keeps dates as text when the caller brings its own parsers (as Drizzle does)", async () => {
    const parsed = await client.query("SELECT '2026-11-25T10:00:00Z'::timestamptz AS at");
    expect((parsed.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    const raw = await client.query("SELECT '2026-11-25T10:00:00Z'::timestamptz AS at", [], { parsers: {} });
    expect(typeof (raw.rows[0] as { at: unknown }).at).toBe("string");
  });

  it("returns PostgreSQL's error fields", async () => {
    const error = await client.query("INSERT INTO t VALUES (1, 'again')").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as { code?: string }).code).toBe("23505");
  });

  it("rolls a failed transaction back whole, and nothing else runs inside a transaction", async () => {
    const order: string[] = [];
    const failing = client
      .transaction(async (tx) => {
        await tx.query("INSERT INTO t VALUES (10, 'inside')");
        order.push("tx-insert");
        await new Promise((r) => setTimeout(r, 50));
        order.push("tx-end");
        throw new Error("changed my mind");
      })
      .catch((e: Error) => e.message);
    // Sent while the transaction is open: it must run after it, and must not see its row.
    const outside = client.query("SELECT count(*)::int AS n FROM t WHERE id = 10").then((r) => {
      order.push("outside");
      return (r.rows[0] as { n: number }).n;
    });
    expect(await failing).toBe("changed my mind");
    expect(await outside).toBe(0);
    expect(order).toEqual(["tx-insert", "tx-end", "outside"]);
    const committed = await client.transaction(async (tx) => {
      await tx.query("INSERT INTO t VALUES (11, 'kept')");
      return "ok";
    });
    expect(committed).toBe("ok");
    expect((await client.query("SELECT v FROM t WHERE id = 11")).rows).toEqual([{ v: "kept" }]);
  });
});

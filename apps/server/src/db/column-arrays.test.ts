import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { arrayLiteral, unnestRows } from "./column-arrays";
import { openDatabase } from "./database";

describe("array literals", () => {
  it("quotes text and keeps numbers, booleans and nulls bare", () => {
    expect(arrayLiteral([1, 2.5, null, true, false])).toBe("{1,2.5,NULL,t,f}");
    expect(arrayLiteral(['say "hi"', "back\\slash", "NULL", ""])).toBe('{"say \\"hi\\"","back\\\\slash","NULL",""}');
    expect(arrayLiteral([new Date(Date.UTC(2026, 10, 27, 8, 30))])).toBe('{"2026-11-27T08:30:00.000Z"}');
    expect(arrayLiteral([Number.NaN])).toBe('{"NaN"}');
  });

  it("reads back every value exactly through PostgreSQL, quotes, commas, braces and the word NULL included", async () => {
    const database = await openDatabase({});
    try {
      type Row = { n: number; t: string | null; at: Date; ok: boolean; j: number[] };
      const rows: Row[] = [
        { n: 1, t: 'a "quoted", {braced} text\\', at: new Date(Date.UTC(2020, 0, 1)), ok: true, j: [0.5, 1] },
        { n: -2.25, t: null, at: new Date(Date.UTC(2026, 10, 27, 23, 59, 59, 123)), ok: false, j: [] },
        { n: 3, t: "NULL", at: new Date(0), ok: true, j: [2] },
      ];
      const result = (await database.db.execute(sql`
        SELECT r.n, r.t, r.at, r.ok, r.j FROM ${unnestRows(rows, [
          { name: "n", type: "float8", value: (r) => r.n },
          { name: "t", type: "text", value: (r) => r.t },
          { name: "at", type: "timestamptz", value: (r) => r.at },
          { name: "ok", type: "boolean", value: (r) => r.ok },
          { name: "j", type: "jsonb", value: (r) => r.j },
        ])}`)) as unknown as { rows: Record<string, unknown>[] };
      expect(
        result.rows.map((r) => ({ n: Number(r.n), t: r.t, at: new Date(String(r.at)), ok: r.ok, j: r.j })),
      ).toEqual(rows);
    } finally {
      await database.close();
    }
  });
});

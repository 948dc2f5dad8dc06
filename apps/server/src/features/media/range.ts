/** What to send of a file of `size` bytes: all of it, one range of it, or nothing (416). */
export type RangePlan = { kind: "all" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

/**
 * Reads a `Range` header (RFC 9110 §14.1.2) for a file of `size` bytes. One range of bytes is honoured
 * (`a-b`, `a-`, `-n`); a header that is not a byte range, or asks for several, is answered with the whole
 * file, as the RFC allows. A range starting past the end is unsatisfiable.
 */
export function planRange(header: string | undefined, size: number): RangePlan {
  if (!header) return { kind: "all" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: "all" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "all" };
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(end) || end < start) return { kind: "all" };
  return { kind: "part", start, end };
}

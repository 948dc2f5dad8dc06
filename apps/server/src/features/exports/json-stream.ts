/**
 * JSON written a piece at a time, in exactly the text `JSON.stringify(value, null, 1)` gives for the whole
 * value: one space of indent per level. A value whose arrays come a page at a time never has to be whole.
 */

/** A member's value: as it is, an array whose items come in pages, or an object whose members come later. */
export type StreamedValue =
  | { kind: "value"; value: unknown }
  | { kind: "pages"; pages: AsyncIterable<readonly unknown[]> }
  | { kind: "object"; members: AsyncIterable<[string, StreamedValue]> }
  | { kind: "objects"; items: AsyncIterable<AsyncIterable<[string, StreamedValue]>> };

const indent = (depth: number) => " ".repeat(depth);

/** A value as `JSON.stringify(value, null, 1)` writes it at this depth (its own first line not indented). */
function valueAt(value: unknown, depth: number): string | undefined {
  const text = JSON.stringify(value, null, 1) as string | undefined;
  return text?.replace(/\n/g, `\n${indent(depth)}`);
}

async function* pagesAt(pages: AsyncIterable<readonly unknown[]>, depth: number): AsyncGenerator<string> {
  let count = 0;
  for await (const page of pages) {
    let text = "";
    for (const item of page) {
      // Inside arrays JSON.stringify writes undefined (and functions) as null.
      text += `${count === 0 ? "[" : ","}\n${indent(depth + 1)}${valueAt(item, depth + 1) ?? "null"}`;
      count++;
    }
    if (text) yield text;
  }
  yield count === 0 ? "[]" : `\n${indent(depth)}]`;
}

/** An object's members at this depth; members whose value is undefined are left out, as JSON.stringify does. */
export async function* objectAt(
  members: AsyncIterable<[string, StreamedValue]>,
  depth: number,
): AsyncGenerator<string> {
  let count = 0;
  for await (const [key, member] of members) {
    if (member.kind === "value" && valueAt(member.value, depth + 1) === undefined) continue;
    yield `${count === 0 ? "{" : ","}\n${indent(depth + 1)}${JSON.stringify(key)}: `;
    count++;
    yield* streamedAt(member, depth + 1);
  }
  yield count === 0 ? "{}" : `\n${indent(depth)}}`;
}

function streamedAt(member: StreamedValue, depth: number): AsyncGenerator<string> | string[] {
  if (member.kind === "pages") return pagesAt(member.pages, depth);
  if (member.kind === "object") return objectAt(member.members, depth);
  if (member.kind === "objects") return arrayOfObjectsAt(member.items, depth);
  return [valueAt(member.value, depth)!];
}

/** An array of objects whose members come later (a deck and then its words). */
async function* arrayOfObjectsAt(
  items: AsyncIterable<AsyncIterable<[string, StreamedValue]>>,
  depth: number,
): AsyncGenerator<string> {
  let count = 0;
  for await (const members of items) {
    yield `${count === 0 ? "[" : ","}\n${indent(depth + 1)}`;
    count++;
    yield* objectAt(members, depth + 1);
  }
  yield count === 0 ? "[]" : `\n${indent(depth)}]`;
}

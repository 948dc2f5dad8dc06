import { decodeHTML } from "entities";

/** What a field held besides its text. */
export interface FieldContent {
  /** Plain text (never markup), lines separated by "\n". */
  text: string;
  /** File names from `[sound:…]`. */
  sounds: string[];
  /** File names from `<img src="…">`. */
  images: string[];
  /** Holds cloze deletions (`{{c1::…}}`). */
  cloze: boolean;
  /** Holds at least one image and no text. */
  imageOnly: boolean;
}

const SOUND = /\[sound:([^\]]*)\]/g;
const CLOZE = /\{\{c\d+::/;
/** Elements that end a line of text where they open or close. */
const BLOCK = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "li",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "ul",
]);
/** Elements whose content is never text a learner reads. */
const HIDDEN = new Set(["script", "style", "template", "head", "title", "object", "iframe", "svg", "math", "noscript"]);

/** File names referenced as `[sound:name]` in a field. */
export function soundRefs(field: string): string[] {
  return [...field.matchAll(SOUND)].map((match) => decodeHTML(match[1] ?? "").trim()).filter((name) => name.length > 0);
}

/** File names referenced by `<img src="…">` in a field. */
export function imageRefs(field: string): string[] {
  const names: string[] = [];
  for (const tag of field.matchAll(/<img\b([^>]*)>/gi)) {
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(tag[1] ?? "");
    const value = src?.[1] ?? src?.[2] ?? src?.[3];
    if (value) names.push(decodeHTML(value).trim());
  }
  return names;
}

export function hasCloze(field: string): boolean {
  return CLOZE.test(field);
}

/**
 * Anki field HTML → plain text: tags removed, entities decoded, `<br>` and block elements become line breaks,
 * images and `[sound:…]` dropped (see `readField` to learn what was dropped). The result is text to show as
 * text; it is never meant to be inserted as HTML.
 */
export function toSafeText(html: string): string {
  let out = "";
  let hiddenDepth = 0;
  let hiddenTag = "";
  let at = 0;
  const source = html.replace(SOUND, " ");
  while (at < source.length) {
    const open = source.indexOf("<", at);
    const textEnd = open === -1 ? source.length : open;
    if (hiddenDepth === 0 && textEnd > at) out += source.slice(at, textEnd).replace(/[ \t\r\n\f]+/g, " ");
    if (open === -1) break;

    if (source.startsWith("<!--", open)) {
      const close = source.indexOf("-->", open + 4);
      at = close === -1 ? source.length : close + 3;
      continue;
    }
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/.exec(source.slice(open));
    if (!tag) {
      // "<" that starts no tag (e.g. "a < b" or "<!DOCTYPE") — keep plain "<" text, drop declarations.
      if (/^<[!?]/.test(source.slice(open, open + 2))) {
        const close = source.indexOf(">", open);
        at = close === -1 ? source.length : close + 1;
      } else {
        if (hiddenDepth === 0) out += "<";
        at = open + 1;
      }
      continue;
    }
    at = open + tag[0].length;
    const closing = tag[1] === "/";
    const name = (tag[2] ?? "").toLowerCase();
    if (HIDDEN.has(name)) {
      if (!closing && !tag[0].endsWith("/>")) {
        if (hiddenDepth === 0) hiddenTag = name;
        if (name === hiddenTag) hiddenDepth++;
      } else if (closing && name === hiddenTag && hiddenDepth > 0) hiddenDepth--;
      continue;
    }
    if (hiddenDepth > 0) continue;
    if (name === "br") out += "\n";
    // A block starts and ends a line, but back-to-back blocks (</div><div>) make one break, not two.
    else if (BLOCK.has(name) && !/\n[ ]*$/.test(out) && out.trim().length > 0) out += "\n";
  }
  return tidy(decodeHTML(out));
}

function tidy(text: string): string {
  return (
    text
      .replace(/\u00a0/g, " ")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed from learner-facing text
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .split("\n")
      .map((line) => line.replace(/[ \t]+/g, " ").trim())
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/** Everything the importer needs to know about one field: its text and what it referred to. */
export function readField(html: string): FieldContent {
  const text = toSafeText(html);
  const images = imageRefs(html);
  return {
    text,
    sounds: soundRefs(html),
    images,
    cloze: hasCloze(html),
    imageOnly: images.length > 0 && text.length === 0,
  };
}

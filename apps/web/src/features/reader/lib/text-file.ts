/** What the reader opens: plain text and the two subtitle formats films and videos come with. */
export const TEXT_FILE_TYPES = [".txt", ".srt", ".vtt"] as const;
/** A file's size before its text is read: subtitles carry timings, so more than the text's own limit. */
export const TEXT_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** The server's limit on a text (characters). */
export const READER_TEXT_MAX = 50_000;

export type TextFileKind = "txt" | "srt" | "vtt";

/** Why a file cannot be opened, or null: checked before reading it. */
export function textFileProblem(file: { name: string; size: number }): string | null {
  if (!kindOf(file.name)) return "Open a .txt, .srt or .vtt file.";
  if (file.size > TEXT_FILE_MAX_BYTES) return "That file is larger than 2 MB.";
  return null;
}

export function kindOf(name: string): TextFileKind | null {
  const ext = name.toLowerCase().split(".").pop();
  return ext === "txt" || ext === "srt" || ext === "vtt" ? ext : null;
}

const TIMING = /^\s*(?:\d{1,2}:)?\d{1,2}:\d{2}[.,]\d{1,3}\s*-->/;
const CUE_NUMBER = /^\s*\d+\s*$/;
/** Markup inside cues: `<i>`, `<b>`, `<c.yellow>`, `<v Speaker>`, karaoke timestamps, SSA `{\an8}`. */
const MARKUP = /<[^>]*>|\{\\[^}]*\}/g;

/**
 * The words of a subtitle file as running text: cue numbers, timings, the WebVTT header and its NOTE, STYLE and
 * REGION blocks left out, markup removed, each cue on a line of its own.
 */
export function subtitleText(content: string): string {
  const blocks = content
    .replace(/^\uFEFF/, "")
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/);
  const cues: string[] = [];
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (lines.length === 0) continue;
    if (/^(WEBVTT|NOTE|STYLE|REGION)\b/.test(lines[0]!)) continue;
    const timing = lines.findIndex((l) => TIMING.test(l));
    // A block without a timing is not a cue (a stray line or a header's continuation).
    if (timing === -1) continue;
    const text = lines
      .slice(timing + 1)
      .filter((l) => !CUE_NUMBER.test(l) || lines.length === timing + 2)
      .map((l) =>
        l
          .replace(MARKUP, "")
          .replace(/&nbsp;/g, " ")
          .replace(/&amp;/g, "&")
          .replace(/&lt;/g, "<")
          .replace(/&gt;/g, ">")
          .trim(),
      )
      .filter((l) => l !== "")
      .join(" ");
    if (text) cues.push(text);
  }
  return cues.join("\n");
}

/** The text to read from a file's content: subtitles become their words, plain text stays as written. */
export function textOfFile(name: string, content: string): string {
  const kind = kindOf(name);
  return kind === "srt" || kind === "vtt" ? subtitleText(content) : content.replace(/^\uFEFF/, "");
}

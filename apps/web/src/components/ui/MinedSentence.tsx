/**
 * The sentence a mined word was met in, and its meaning: context under the word (plain text, never markup).
 * Learn New also plays a mined word's own recording as it presents the word (StudyCard), as the tool's card did.
 */
export function MinedSentence({
  word,
  lang,
  align = "center",
}: {
  word: { sentence?: string | null; sentenceMeaning?: string | null };
  lang: string | undefined;
  align?: "center" | "start";
}) {
  if (!word.sentence) return null;
  return (
    <figure
      aria-label="Sentence"
      className={`mt-1 flex max-w-prose flex-col gap-1 border-t border-border pt-3 ${align === "center" ? "text-center" : "text-start"}`}
    >
      <blockquote lang={lang} className="whitespace-pre-line break-words text-lg">
        {word.sentence}
      </blockquote>
      {word.sentenceMeaning ? (
        <figcaption className="whitespace-pre-line break-words text-sm text-fg-muted">
          {word.sentenceMeaning}
        </figcaption>
      ) : null}
    </figure>
  );
}

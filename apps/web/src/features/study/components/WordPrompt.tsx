import { clsx } from "clsx";

/**
 * The studied word, the loudest thing on screen (≥ 2.5 rem on phones, larger for one or two
 * characters), with its reading one step smaller and muted above it.
 */
export function WordPrompt({ text, reading, lang }: { text: string; reading?: string | null; lang?: string }) {
  const short = [...text].length <= 2;
  return (
    <div className="flex flex-col items-center gap-1 text-center">
      {reading ? (
        <p lang={lang} className="text-lg text-fg-muted sm:text-xl">
          {reading}
        </p>
      ) : null}
      <p
        lang={lang}
        data-testid="study-prompt"
        className={clsx(
          "font-semibold tracking-tight break-words [overflow-wrap:anywhere]",
          short
            ? "text-6xl sm:text-7xl"
            : text.length > 24
              ? "text-[2.5rem] leading-tight"
              : "text-[2.5rem] leading-tight sm:text-6xl",
        )}
      >
        {text}
      </p>
    </div>
  );
}

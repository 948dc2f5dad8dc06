import { clsx } from "clsx";
import { ArrowBigUp } from "lucide-react";
import { useState } from "react";
import { inCase } from "../lib/special-characters";

/** Buttons that type the language's special characters, with a lowercase/uppercase toggle. */
export function SpecialCharacters({
  characters,
  onInsert,
}: {
  characters: readonly string[];
  onInsert: (character: string) => void;
}) {
  const [upper, setUpper] = useState(false);
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">Special characters</legend>
      <button
        type="button"
        aria-pressed={upper}
        aria-label="Uppercase"
        title={upper ? "Uppercase (on)" : "Uppercase (off)"}
        onClick={() => setUpper((u) => !u)}
        className={clsx(
          "inline-flex size-11 items-center justify-center rounded-lg border text-sm",
          upper
            ? "border-primary bg-primary-soft text-primary-soft-fg"
            : "border-border-strong bg-surface text-fg-muted",
        )}
      >
        <ArrowBigUp aria-hidden="true" className="size-5" />
      </button>
      {characters.map((c) => {
        const shown = inCase(c, upper);
        return (
          <button
            key={c}
            type="button"
            // Keep the caret in the input: don't take focus on press.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onInsert(shown)}
            aria-label={`Insert ${shown}`}
            className="inline-flex size-11 items-center justify-center rounded-lg border border-border-strong bg-surface text-lg hover:bg-surface-muted"
          >
            {shown}
          </button>
        );
      })}
    </fieldset>
  );
}

import { languageName } from "@app/domain/create/languages";
import { clsx } from "clsx";
import { Check } from "lucide-react";
import type { Ref } from "react";

interface LanguageOptionsProps {
  id: string;
  listId: string;
  label: string;
  listRef: Ref<HTMLDivElement>;
  open: boolean;
  query: string | null;
  matches: readonly string[];
  activeCode: string | undefined;
  /** The chosen language's code, marked with a check. */
  value: string;
  onChoose: (code: string) => void;
  onPoint: (index: number) => void;
}

/** The language picker's list of matches, below its field. */
export function LanguageOptions(props: LanguageOptionsProps) {
  const { id, listId, label, listRef, open, query, matches, activeCode, value, onChoose, onPoint } = props;
  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className="absolute top-full z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-lg border border-border bg-surface py-1 shadow-lg"
    >
      {matches.length === 0 ? (
        <div className="px-3 py-2 text-sm text-fg-muted">No language matches “{query}”</div>
      ) : (
        matches.map((code, index) => (
          <div
            key={code}
            id={`${id}-${code}`}
            role="option"
            // Options are pointed at (aria-activedescendant), never focused: the input keeps focus.
            tabIndex={-1}
            aria-selected={code === activeCode}
            // mousedown, not click: the input keeps focus, so its blur doesn't close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              onChoose(code);
            }}
            onMouseMove={() => onPoint(index)}
            className={clsx(
              "flex min-h-11 cursor-pointer items-center justify-between gap-2 px-3 text-sm",
              code === activeCode && "bg-primary-soft text-primary-soft-fg",
            )}
          >
            <span>
              {languageName(code)} <span className="text-fg-muted">({code})</span>
            </span>
            {code === value ? <Check aria-label="Chosen" className="size-4 shrink-0" /> : null}
          </div>
        ))
      )}
    </div>
  );
}

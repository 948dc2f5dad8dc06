import { languageName, searchLanguages } from "@app/domain/create/languages";
import { clsx } from "clsx";
import { Check, ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";

interface LanguagePickerProps {
  label: string;
  /** An ISO 639-1 code, or "" for none chosen yet. */
  value: string;
  onChange: (code: string) => void;
  /** The input's name, so focus after a failed submit can find it. */
  name?: string;
  error?: string;
  hint?: string;
}

/**
 * A searchable language picker over ISO 639-1 (the ARIA combobox pattern): type to filter, ↑/↓ to move,
 * Enter to choose, Escape to put the chosen language back. The list opens below the field.
 */
export function LanguagePicker({ label, value, onChange, name, error, hint }: LanguagePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const chosenName = value ? `${languageName(value)} (${value})` : "";
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const matches = useMemo(() => (open ? searchLanguages(query ?? "") : []), [open, query]);
  const activeCode = matches[Math.min(active, matches.length - 1)];

  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (code: string) => {
    onChange(code);
    close();
  };
  const moveTo = (index: number) => {
    setActive(index);
    // Keep the highlighted option in sight as the arrows walk the list.
    const option = listRef.current?.children[index];
    if (option instanceof HTMLElement) option.scrollIntoView?.({ block: "nearest" });
  };

  // Escape closes the open list only. A dialog around the picker listens for Escape on the document in the
  // capture phase, so the key is caught earlier, on the window, before it can close the dialog too.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== inputRef.current) return;
      event.preventDefault();
      event.stopPropagation();
      close();
    };
    window.addEventListener("keydown", onEscape, true);
    return () => window.removeEventListener("keydown", onEscape, true);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        // Opening on the chosen language lets ↓/↑ step to its neighbours.
        if (!open) openAt(Math.max(0, (searchLanguages("") as string[]).indexOf(value)));
        else moveTo(active >= last ? 0 : active + 1);
        break;
      case "ArrowUp":
        event.preventDefault();
        if (!open) openAt(0);
        else moveTo(active <= 0 ? last : active - 1);
        break;
      case "Enter":
        // Choosing from an open list must not submit the form around it.
        if (open) {
          event.preventDefault();
          if (activeCode) choose(activeCode);
        }
        break;
    }
  };

  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className="mb-1.5 text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          name={name}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && activeCode ? `${id}-${activeCode}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          spellCheck={false}
          placeholder="Type to search"
          value={query ?? chosenName}
          onChange={(event) => {
            setQuery(event.target.value);
            openAt(0);
          }}
          onFocus={(event) => event.target.select()}
          onClick={() => (open ? undefined : openAt(0))}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={clsx(
            "min-h-11 w-full rounded-lg border bg-surface pr-10 pl-3 text-base text-fg placeholder:text-fg-muted",
            error ? "border-danger" : "border-border-strong",
          )}
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-fg-muted"
        />
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
                  choose(code);
                }}
                onMouseMove={() => setActive(index)}
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
      </div>
      <div aria-live="polite">
        {error ? (
          <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : hint ? (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

import { searchLanguages } from "@app/domain/create/languages";
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";

/**
 * The state of a language combobox: what is typed, whether the list is open, which option is
 * highlighted, and the keys (↑/↓ to move, Enter to choose, Escape to put the chosen language back).
 */
export function useLanguageCombobox(value: string, onChange: (code: string) => void) {
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

  const type = (text: string) => {
    setQuery(text);
    openAt(0);
  };

  return { query, open, matches, activeCode, listRef, inputRef, openAt, close, choose, setActive, onKeyDown, type };
}

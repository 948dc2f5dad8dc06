import { useLayoutEffect, useRef, useState } from "react";

/** Each row's button by word id; after a move or an edit the same word keeps the focus, wherever its row went. */
export function useRowFocus() {
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (focusId === null) return;
    buttons.current.get(focusId)?.focus();
    setFocusId(null);
  });
  const refFor = (wordId: number) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(wordId, element);
    else buttons.current.delete(wordId);
  };
  const buttonOf = (wordId: number) => buttons.current.get(wordId);
  return { keepFocus: setFocusId, refFor, buttonOf };
}

import { useEffect, useRef } from "react";

/** Where a key press happened: in a text field, or on a control that handles Enter and Space itself. */
export interface KeyPlace {
  inField: boolean;
  onControl: boolean;
}

export function keyPlace(event: KeyboardEvent): KeyPlace {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const inField = !!target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.isContentEditable);
  const onControl = !!target?.closest("button, a, select, summary, [role='button']");
  return { inField, onControl };
}

/** Alt, Ctrl or ⌘ held: the browser's or the system's shortcut, not ours. */
export function hasModifier(event: KeyboardEvent): boolean {
  return event.altKey || event.ctrlKey || event.metaKey;
}

/** Ctrl+Z, or ⌘Z on a Mac. */
export function isUndoKey(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "z";
}

/** A dialog is open over the screen: its own keys apply. */
export function dialogOpen(): boolean {
  return document.querySelector("[role='dialog']") !== null;
}

/** Takes the key for us: the browser does nothing else with it. */
export function claim(event: KeyboardEvent, action: () => void): void {
  event.preventDefault();
  action();
}

/**
 * Listens to key presses on the whole window while the screen shows. The handler may change on
 * every render: the latest one answers, and the listener is added once.
 */
export function useWindowKeys(handler: (event: KeyboardEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => latest.current(event);
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

import { useEffect, useState } from "react";

/**
 * Gives focus back, when the calling dialog unmounts, to the element that had it when the
 * dialog first rendered (the button that opened it).
 *
 * Our Dialog is opened from outside (no Radix Trigger), and Radix then returns focus to its
 * trigger ref, which is empty: focus would fall to <body>. Call this at the top of a dialog
 * component that is mounted only while open. The element is read during the first render,
 * before Radix moves focus into the dialog. `fallback` is focused when that element is gone
 * (e.g. the deck card that was just removed).
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined): void {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  const [fallbackAtMount] = useState(() => fallback);
  useEffect(
    () => () => {
      // After Radix's own unmount focus handling, which runs in a task too.
      window.setTimeout(() => {
        const active = document.activeElement;
        const focusIsLost = !active || active === document.body || !active.isConnected;
        if (!focusIsLost) return;
        if (opener?.isConnected && opener !== document.body) opener.focus();
        else fallbackAtMount?.()?.focus();
      }, 0);
    },
    [opener, fallbackAtMount],
  );
}

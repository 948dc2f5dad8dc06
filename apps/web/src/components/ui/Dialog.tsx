import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "./Button";

interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/**
 * Modal dialog on Radix (focus trap, Escape, focus return, aria wiring). Open it with
 * DialogLauncher, which keeps Radix out of the first load.
 * Full-height sheet on phones, centred card from the sm breakpoint up.
 */
export function Dialog({ open, onOpenChange, title, description, children }: DialogProps) {
  // Opened from outside (no Radix Trigger), Radix has nothing to give focus back to: remember
  // what had focus when the dialog opened and return there on close.
  const opener = useRef<HTMLElement | null>(null);
  if (open && !opener.current && typeof document !== "undefined") {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body) opener.current = active;
  }
  useEffect(() => {
    if (!open) return;
    // Radix hides everything outside the dialog with aria-hidden, its own focus-guard spans
    // included, though they stay tabbable: axe reports that as aria-hidden-focus
    // (radix-ui/primitives#3593). The guards only bounce focus back into the dialog, so they
    // need not be hidden. Radix sets the attribute in its content's effect, which may come a
    // render later, hence the next task.
    const timer = window.setTimeout(() => {
      for (const guard of document.querySelectorAll("[data-radix-focus-guard]")) guard.removeAttribute("aria-hidden");
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open]);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/50 animate-fade-in" />
        <RadixDialog.Content
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          // Radix warns unless a dialog without a description opts out explicitly.
          {...(description ? {} : { "aria-describedby": undefined })}
          className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-surface p-5 text-fg shadow-xl animate-view-in sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[85dvh] sm:w-[min(32rem,calc(100vw-2rem))] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-card sm:border sm:border-border sm:p-6"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <RadixDialog.Title className="pt-2 text-xl font-semibold">{title}</RadixDialog.Title>
            <RadixDialog.Close
              className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mb-4 text-fg-muted">{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding dialog; wraps one child element (e.g. a Button). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}

/**
 * A dialog's buttons: Cancel (closes it; off while `busy`) followed by the dialog's own (`children`),
 * right-aligned from the sm breakpoint up and stacked, the main one on top, on phones. `className` holds
 * the row's spacing.
 */
export function DialogActions({
  className = "mt-2 gap-3",
  busy,
  cancelLabel = "Cancel",
  children,
}: {
  className?: string;
  busy?: boolean;
  cancelLabel?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col-reverse sm:flex-row sm:justify-end", className)}>
      <DialogClose>
        <Button variant="secondary" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      {children}
    </div>
  );
}

import { type ComponentProps, type ComponentType, Suspense, useState } from "react";
import { Button } from "./Button";
import { Spinner } from "./Spinner";

export type LaunchedDialog = ComponentType<{ open: boolean; onOpenChange: (open: boolean) => void }>;

interface DialogLauncherProps extends Omit<ComponentProps<typeof Button>, "onClick"> {
  /** A React.lazy dialog: its code (and Radix) stays out of the first load until it is wanted. */
  dialog: LaunchedDialog;
  /** Starts fetching the dialog's chunk on hover/focus, so it usually opens without a wait. */
  preload: () => Promise<unknown>;
}

/**
 * A button that opens a lazily loaded dialog. The dialog mounts only while open; on close,
 * Radix returns focus to this button (it was focused when the dialog mounted).
 */
export function DialogLauncher({ dialog: LazyDialog, preload, children, ...buttonProps }: DialogLauncherProps) {
  const [open, setOpen] = useState(false);
  const warmUp = () => {
    preload().catch(() => {
      // Offline or a new deploy: the click will retry and the error boundary will explain.
    });
  };
  return (
    <>
      <Button
        {...buttonProps}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={warmUp}
        onFocus={warmUp}
      >
        {children}
      </Button>
      {open ? (
        <Suspense fallback={<LoadingOverlay />}>
          <LazyDialog open onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

function LoadingOverlay() {
  return (
    <div role="status" aria-label="Loading" className="fixed inset-0 z-40 grid place-items-center bg-black/50">
      <Spinner className="size-8 text-white" />
    </div>
  );
}

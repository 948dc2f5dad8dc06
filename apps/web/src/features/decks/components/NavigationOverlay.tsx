import { createPortal } from "react-dom";
import { Spinner } from "../../../components/ui/Spinner";

/** Covers the screen for the last moment before moving to the deck that was just added. */
export function NavigationOverlay({ name }: { name: string }) {
  return createPortal(
    <div
      role="status"
      aria-live="assertive"
      className="fixed inset-0 z-[60] grid place-items-center bg-bg/85 backdrop-blur-sm animate-fade-in"
    >
      <div className="flex flex-col items-center gap-3 px-6 text-center">
        <Spinner className="size-8 text-primary" />
        <p className="text-lg font-medium">Opening {name}...</p>
      </div>
    </div>,
    document.body,
  );
}

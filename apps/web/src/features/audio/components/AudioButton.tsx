import { clsx } from "clsx";
import { LoaderCircle, Volume2, VolumeX } from "lucide-react";
import type { AudioStatus } from "../lib/speech";

const LABEL: Record<AudioStatus, string> = {
  available: "Play pronunciation",
  loading: "Loading audio...",
  unavailable: "No audio available for this word",
};

/**
 * The pronunciation button in its three states; the label says which. Loading and unavailable
 * are aria-disabled rather than disabled, so a keyboard user's focus stays on the button.
 */
export function AudioButton({
  status,
  onPlay,
  large = false,
}: {
  status: AudioStatus;
  onPlay: () => void;
  large?: boolean;
}) {
  const Icon = status === "loading" ? LoaderCircle : status === "unavailable" ? VolumeX : Volume2;
  return (
    <button
      type="button"
      onClick={() => {
        if (status === "available") onPlay();
      }}
      aria-disabled={status !== "available" || undefined}
      aria-label={LABEL[status]}
      title={LABEL[status]}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full border border-border-strong text-primary transition-colors hover:bg-primary-soft aria-disabled:cursor-not-allowed aria-disabled:text-fg-muted aria-disabled:hover:bg-transparent",
        large ? "size-20" : "size-11",
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx(large ? "size-9" : "size-5", status === "loading" && "animate-spin motion-reduce:animate-none")}
      />
    </button>
  );
}

import { clsx } from "clsx";
import { Keyboard, type LucideIcon, Undo2, X } from "lucide-react";
import { memo } from "react";
import { ProgressBar } from "../../../components/ui/ProgressBar";

/** The header's key-bound buttons: the shortcuts list (not on phones) and Undo. */
const HEADER_BUTTONS = {
  keys: { label: "Keyboard shortcuts", shortcut: "?", keys: "?", icon: Keyboard, className: "hidden md:inline-flex" },
  undo: {
    label: "Undo last answer",
    shortcut: "Ctrl+Z",
    keys: "Control+Z Meta+Z",
    icon: Undo2,
    className: "-mr-2 inline-flex",
  },
};

/**
 * Exit button, progress bar, Words Remaining, percent complete, and on the right either the word
 * being presented ("New word 1 of 5") or the progress dots of the word being asked. Memoised on
 * plain values, so a step that changes none of them (Continue to the rating card, the exit dialog
 * opening) does not render it again.
 */
export const SessionHeader = memo(function SessionHeader({
  title,
  subtitle,
  percentComplete,
  wordsRemaining,
  dotsFilled,
  dotsTotal,
  presentingIndex,
  presentingTotal,
  presentingSkill = false,
  onExit,
  canUndo = false,
  onUndo,
  onShowKeys,
}: {
  title: string;
  subtitle: string;
  percentComplete: number;
  wordsRemaining: number;
  dotsFilled: number;
  dotsTotal: number;
  /** Set during the presentation: which new word is on screen (1-based), of `presentingTotal`. */
  presentingIndex: number | null;
  presentingTotal: number;
  /**
   * The item presented is a known word's meaning → word direction: its second skill, not a new word (the
   * word itself may be learned already), so the header says so.
   */
  presentingSkill?: boolean;
  onExit: () => void;
  /** Undo (Ctrl+Z / ⌘Z): shown once there is an answer to take back. */
  canUndo?: boolean;
  onUndo?: () => void;
  /** Opens the list of keys (also the `?` key); shown where there is room for a keyboard. */
  onShowKeys?: () => void;
}) {
  return (
    <header className="flex flex-col gap-2 short:gap-1">
      <div className="flex items-center gap-3">
        <ExitButton onClick={onExit} />
        <div className="min-w-0 flex-1">
          <h1 className="sr-only">{title}</h1>
          <p aria-hidden="true" className="mb-1 truncate text-xs font-medium text-fg-muted">
            {subtitle}
          </p>
          <ProgressBar
            value={percentComplete}
            label="Session progress"
            valueText={`${percentComplete}% complete`}
            barClassName="bg-state-learned"
          />
        </div>
        <span className="shrink-0 text-sm font-semibold tabular-nums">{percentComplete}% complete</span>
        {onShowKeys ? <HeaderButton {...HEADER_BUTTONS.keys} onClick={onShowKeys} /> : null}
        {canUndo && onUndo ? <HeaderButton {...HEADER_BUTTONS.undo} onClick={onUndo} /> : null}
      </div>
      <div className="flex min-h-6 items-center justify-between gap-3 text-sm text-fg-muted">
        <span>
          Words Remaining: <span className="font-semibold text-fg tabular-nums">{wordsRemaining}</span>
        </span>
        {presentingIndex !== null ? (
          <span className="font-medium">
            {presentingSkill ? "New skill" : "New word"} {presentingIndex} of {presentingTotal}
          </span>
        ) : (
          <ProgressDots filled={dotsFilled} total={dotsTotal} />
        )}
      </div>
    </header>
  );
});

/** The word's correct answers so far, as filled dots of the ones it needs. */
function ProgressDots({ filled, total }: { filled: number; total: number }) {
  return (
    <span
      role="img"
      aria-label={`${filled} of ${total} correct answers for this word`}
      className="flex items-center gap-1.5"
    >
      {Array.from({ length: total }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: dots are positions, not items
          key={i}
          className={
            i < filled ? "size-2.5 rounded-full bg-state-learned" : "size-2.5 rounded-full border border-border-strong"
          }
        />
      ))}
    </span>
  );
}

/**
 * The header's buttons are memoised apart from it: an answer changes the progress, not them, and
 * their icons are a good part of what the header would render again.
 */
const ExitButton = memo(function ExitButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Exit session"
      className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <X aria-hidden="true" className="size-6" />
    </button>
  );
});

/** A 44 px icon button of the header that also answers to a key (named in its tooltip). */
const HeaderButton = memo(function HeaderButton({
  label,
  shortcut,
  keys,
  onClick,
  className,
  icon: Icon,
}: {
  label: string;
  /** As shown in the tooltip ("Ctrl+Z"). */
  shortcut: string;
  /** As aria-keyshortcuts spells it ("Control+Z Meta+Z"). */
  keys: string;
  onClick: () => void;
  /** Its display (inline-flex, or hidden on phones) and margins. */
  className: string;
  icon: LucideIcon;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={`${label} (${shortcut})`}
      aria-keyshortcuts={keys}
      className={clsx(
        "size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
});

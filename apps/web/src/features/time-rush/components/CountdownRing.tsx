import { type TimerColour, timerColour } from "@app/domain/games/time-rush";
import { clsx } from "clsx";

const LOOK: Record<TimerColour, { ring: string; text: string; label: string }> = {
  green: { ring: "stroke-state-learned", text: "text-state-learned-fg", label: "Plenty of time" },
  orange: { ring: "stroke-state-overdue", text: "text-state-overdue-fg", label: "Hurry up" },
  red: { ring: "stroke-danger", text: "text-danger", label: "Almost out of time" },
};

const SIZE = 80;
const STROKE = 7;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;
/** The ring's two circles: the track and the time left over it. */
const CIRCLE = { cx: SIZE / 2, cy: SIZE / 2, r: RADIUS, fill: "none", strokeWidth: STROKE } as const;

/**
 * The circular countdown: the ring empties as time runs out, green above 60 % of the starting
 * time, orange above 30 %, red below — with the seconds left and a word for the colour.
 */
export function CountdownRing({ secondsLeft, startSeconds }: { secondsLeft: number; startSeconds: number }) {
  const colour = timerColour(secondsLeft, startSeconds);
  const look = LOOK[colour];
  const fraction = startSeconds > 0 ? Math.min(1, Math.max(0, secondsLeft / startSeconds)) : 0;
  const whole = Math.ceil(secondsLeft - 1e-9);
  return (
    <div className="flex flex-col items-center gap-1">
      <div
        role="timer"
        aria-label={`${whole} ${whole === 1 ? "second" : "seconds"} left`}
        data-colour={colour}
        className="relative"
        style={{ width: SIZE, height: SIZE }}
      >
        <svg width={SIZE} height={SIZE} aria-hidden="true" className="-rotate-90" focusable="false">
          <circle {...CIRCLE} className="stroke-surface-muted" />
          <circle
            {...CIRCLE}
            strokeLinecap="round"
            strokeDasharray={CIRCUMFERENCE}
            strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
            // No transition: the 100 ms tick moves it smoothly enough, and nothing on screen animates forever.
            className={look.ring}
          />
        </svg>
        <div aria-hidden="true" className="absolute inset-0 flex flex-col items-center justify-center leading-none">
          <span className={clsx("text-2xl font-bold tabular-nums", look.text)}>{whole}</span>
          <span className="text-[0.6875rem] text-fg-muted">seconds</span>
        </div>
      </div>
      <p className={clsx("text-xs font-semibold", look.text)}>{look.label}</p>
    </div>
  );
}

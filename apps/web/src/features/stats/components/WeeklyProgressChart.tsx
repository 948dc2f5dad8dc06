import { barHeight, formatStudyTime } from "@app/domain/stats";
import { clsx } from "clsx";
import { Card } from "../../../components/ui/Card";
import { formatMonthDay } from "../../../lib/format-date";
import { formatDay } from "../lib/heatmap";
import type { DayActivity } from "../types";

/** Tallest bar (120 px) plus the figure above it. */
const PLOT_HEIGHT = "h-[142px]";

const SERIES = [
  { key: "learned", label: "Learned", bar: "bg-state-learned" },
  { key: "reviewed", label: "Reviewed", bar: "bg-primary" },
] as const;

/**
 * Weekly Progress: learned vs reviewed per day, 3 px per word (at least 6, at most 120), dates as
 * month/day. The bars are a picture; the same figures sit in a table for assistive technology.
 */
export function WeeklyProgressChart({ days, today }: { days: readonly DayActivity[]; today: string }) {
  const learned = days.reduce((sum, d) => sum + d.learned, 0);
  const reviewed = days.reduce((sum, d) => sum + d.reviewed, 0);
  return (
    <Card>
      <section aria-labelledby="weekly-progress-heading">
        <div className="mb-5 flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
          <div>
            <h2 id="weekly-progress-heading" className="text-lg font-semibold">
              Weekly Progress
            </h2>
            <p className="text-sm text-fg-muted">
              {learned} learned · {reviewed} reviewed in the last 7 days
            </p>
          </div>
          <ul aria-hidden="true" className="flex gap-4 text-sm">
            {SERIES.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className={clsx("size-3 rounded-sm", s.bar)} />
                {s.label}
              </li>
            ))}
          </ul>
        </div>

        <div aria-hidden="true" data-testid="weekly-chart">
          <div className={clsx("flex items-end border-b border-border-strong", PLOT_HEIGHT)}>
            {days.map((day) => (
              <div key={day.date} className="flex flex-1 items-end justify-center gap-0.5 sm:gap-1.5">
                {SERIES.map((s) => (
                  <Bar key={s.key} day={day.date} kind={s.key} label={s.label} value={day[s.key]} color={s.bar} />
                ))}
              </div>
            ))}
          </div>
          <div className="mt-2 flex">
            {days.map((day) => (
              <span
                key={day.date}
                className={clsx(
                  "flex-1 text-center text-xs tabular-nums",
                  day.date === today ? "font-semibold text-fg" : "text-fg-muted",
                )}
              >
                {formatMonthDay(day.date)}
              </span>
            ))}
          </div>
        </div>

        {/* sr-only on the table itself would not hold it to 1 px: tables grow to their content. */}
        <div className="sr-only">
          <table>
            <caption>Words learned and reviewed per day, last 7 days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Learned</th>
                <th scope="col">Reviewed</th>
                <th scope="col">Study time</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">
                    {formatDay(day.date)}
                    {day.date === today ? " (today)" : ""}
                  </th>
                  <td>{day.learned}</td>
                  <td>{day.reviewed}</td>
                  <td>{formatStudyTime(day.studyTime)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  );
}

function Bar({
  day,
  kind,
  label,
  value,
  color,
}: {
  day: string;
  kind: string;
  label: string;
  value: number;
  color: string;
}) {
  return (
    <div className="flex flex-col items-center justify-end">
      <span className="mb-0.5 hidden text-[11px] leading-4 text-fg-muted tabular-nums sm:block">{value}</span>
      <div
        data-day={day}
        data-kind={kind}
        data-value={value}
        title={`${label} on ${formatDay(day)}: ${value}`}
        style={{ height: barHeight(value) }}
        className={clsx(
          "w-2.5 rounded-t-[3px] min-[400px]:w-3.5 sm:w-5",
          // An empty day keeps the spec's 6 px stub, greyed so it doesn't read as one word.
          value > 0 ? color : "bg-state-new/40",
        )}
      />
    </div>
  );
}

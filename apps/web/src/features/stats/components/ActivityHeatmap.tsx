import { clsx } from "clsx";
import { useLayoutEffect, useMemo, useRef } from "react";
import { Card } from "../../../components/ui/Card";
import { buildHeatmap, type HeatCell, type HeatLevel, type Heatmap, heatLevelRange } from "../lib/heatmap";
import type { DayActivity } from "../types";

const LEVEL_CLASS: Record<HeatLevel, string> = {
  0: "bg-surface-muted",
  1: "bg-state-learned/30",
  2: "bg-state-learned/55",
  3: "bg-state-learned/80",
  4: "bg-state-learned",
};

const LEVELS: readonly HeatLevel[] = [0, 1, 2, 3, 4];

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * A year of activity, GitHub style: one column per week (Sunday on top), colour by words learned
 * plus reviewed. A real table, so every day is read out with its figures; scrolls sideways on phones.
 */
export function ActivityHeatmap({ activity, today }: { activity: readonly DayActivity[]; today: string }) {
  const heatmap = useMemo(() => buildHeatmap(activity, today), [activity, today]);
  const scroller = useRef<HTMLElement>(null);

  // Open on the most recent weeks when the grid is wider than the screen.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, []);

  return (
    <Card>
      <section aria-labelledby="activity-heading">
        <div className="mb-4">
          <h2 id="activity-heading" className="text-lg font-semibold">
            Activity
          </h2>
          <p className="text-sm text-fg-muted">
            {heatmap.total.toLocaleString("en-US")} words learned and reviewed on {heatmap.activeDays}{" "}
            {heatmap.activeDays === 1 ? "day" : "days"} in the last year
          </p>
        </div>

        {/* Focusable so keyboard users can scroll it on narrow screens. */}
        <section
          ref={scroller}
          aria-label="Activity in the last year"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="relative -mx-1 overflow-x-auto overscroll-x-contain rounded-lg px-1 pb-2"
          data-testid="activity-heatmap"
        >
          <HeatmapTable heatmap={heatmap} today={today} />
        </section>

        <HeatLegend />
      </section>
    </Card>
  );
}

/** The grid itself: a row per weekday, a column per week, the months on top. */
function HeatmapTable({ heatmap, today }: { heatmap: Heatmap; today: string }) {
  return (
    <table className="border-separate border-spacing-[3px] text-xs text-fg-muted">
      <caption className="sr-only">Words learned and reviewed per day over the last year</caption>
      <thead>
        <tr>
          <td className="sticky left-0 z-10 bg-surface" />
          {heatmap.months.map((month, i) => (
            <th
              // biome-ignore lint/suspicious/noArrayIndexKey: the same month can start and end the year
              key={`${month.fullLabel}-${i}`}
              scope="colgroup"
              colSpan={month.span}
              className="h-5 p-0 text-left font-normal whitespace-nowrap"
            >
              <span aria-hidden="true">{month.span >= 2 ? month.label : ""}</span>
              <span className="sr-only">{month.fullLabel}</span>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {WEEKDAYS.map((weekday, row) => (
          <tr key={weekday}>
            <th scope="row" className="sticky left-0 z-10 bg-surface pr-1 text-left font-normal leading-none">
              <span aria-hidden="true">{row % 2 === 1 ? weekday.slice(0, 3) : ""}</span>
              <span className="sr-only">{weekday}</span>
            </th>
            {heatmap.weeks.map((week, column) => {
              const cell = week[row];
              if (!cell) {
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no day
                  <td key={column} className="p-0">
                    <div className="size-3" />
                  </td>
                );
              }
              return <HeatDay key={cell.date} cell={cell} today={today} />;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HeatDay({ cell, today }: { cell: HeatCell; today: string }) {
  return (
    <td title={cell.label} data-date={cell.date} data-level={cell.level} className="p-0">
      {/* A block of its own: table cells alone would shrink below 12 px on narrow screens. */}
      <div
        className={clsx(
          "size-3 rounded-[3px]",
          LEVEL_CLASS[cell.level],
          cell.date === today && "outline outline-1 outline-offset-1 outline-fg-muted",
        )}
      />
      <span className="sr-only">{cell.label}</span>
    </td>
  );
}

/** Less … More: what each colour stands for. */
function HeatLegend() {
  return (
    <div className="mt-2 flex items-center justify-end gap-1.5 text-xs text-fg-muted">
      <span aria-hidden="true">Less</span>
      <ul aria-label="Colour scale" className="flex gap-[3px]">
        {LEVELS.map((level) => (
          <li key={level} title={heatLevelRange(level)} className={clsx("size-3 rounded-[3px]", LEVEL_CLASS[level])}>
            <span className="sr-only">{heatLevelRange(level)}</span>
          </li>
        ))}
      </ul>
      <span aria-hidden="true">More</span>
    </div>
  );
}

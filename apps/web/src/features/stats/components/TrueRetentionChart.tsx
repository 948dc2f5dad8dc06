import { addDays } from "@app/domain/time/user-day";
import { useCallback, useMemo } from "react";
import { type ChartColumn, chartColors, PlotChart } from "../../../components/charts/PlotChart";
import { formatShortDay } from "../../../lib/format-date";
import type { MemoryStats } from "../api/get-memory-stats";

type Week = MemoryStats["trueRetentionByWeek"][number];
type Cell = Week["all"];

interface WeekRow {
  /** The week's first learner day. */
  start: Date;
  label: string;
  share: number | null;
  new: Cell;
  young: Cell;
  mature: Cell;
  all: Cell;
}

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });

/** "85.7% (6/7)", or a dash for a week without reviews at a day or more. */
function cellText(value: WeekRow[keyof WeekRow]): string {
  const cell = value as Cell;
  return cell.share === null ? "—" : `${percent.format(cell.share)} (${cell.remembered}/${cell.total})`;
}

const COLUMNS: readonly ChartColumn<WeekRow>[] = [
  { key: "label", label: "Week of" },
  { key: "new", label: "New", format: cellText },
  { key: "young", label: "Young", format: cellText },
  { key: "mature", label: "Mature", format: cellText },
  { key: "all", label: "All", format: cellText },
];

/**
 * True retention over time: week by week for the last 26 weeks, the share of reviews at a day or more
 * that were remembered (all kinds), against the desired retention drawn as a rule. The last week is the
 * table's "Last 7 days"; the table behind the chart splits each week into new, young and mature.
 */
export function TrueRetentionChart({
  weeks,
  desired,
  today,
}: {
  weeks: readonly Week[];
  desired: number;
  today: string;
}) {
  const rows: WeekRow[] = useMemo(
    () =>
      weeks.map((week) => {
        const start = addDays(today, -(7 * week.weeksAgo + 6));
        return {
          start: new Date(`${start}T00:00:00Z`),
          label: week.weeksAgo === 0 ? "Last 7 days" : formatShortDay(start),
          share: week.all.share,
          new: week.new,
          young: week.young,
          mature: week.mature,
          all: week.all,
        };
      }),
    [weeks, today],
  );
  const figure = useCallback(
    (plot: typeof import("@observablehq/plot")) => {
      // Weeks without a review a day or more apart have no figure: the line joins the weeks that do.
      const studied = rows.filter((row) => row.share !== null);
      const first = rows[0]?.start;
      return {
        marginLeft: 44,
        x: {
          type: "utc" as const,
          label: "Week",
          tickFormat: (d: Date) => formatShortDay(d.toISOString().slice(0, 10)),
        },
        y: { label: "Remembered", domain: [0, 1], grid: true, tickFormat: (v: number) => percent.format(v) },
        marks: [
          plot.ruleY([desired], { stroke: chartColors.accent, strokeWidth: 1.5, strokeDasharray: "5 4" }),
          plot.text([desired], {
            x: () => first,
            y: (d: number) => d,
            text: () => `Desired ${percent.format(desired)}`,
            textAnchor: "start",
            dy: -7,
            fill: chartColors.accent,
          }),
          plot.lineY(studied, { x: "start", y: "share", stroke: chartColors.primary, strokeWidth: 2 }),
          plot.dot(studied, { x: "start", y: "share", fill: chartColors.primary, r: 3.5 }),
        ],
      };
    },
    [rows, desired],
  );
  if (!rows.some((row) => row.share !== null)) {
    // Nothing to draw: an empty frame with one date under it said nothing.
    return (
      <p className="text-sm text-fg-muted">
        No reviews a day or more after the last one yet. Each week you review words learned on an earlier day, its share
        remembered appears here against your desired retention ({percent.format(desired)}).
      </p>
    );
  }
  return (
    <div>
      <p className="mb-2 text-sm text-fg-muted">
        Week by week, the share of reviews a day or more after the last one that you remembered; the dashed line is your
        desired retention ({percent.format(desired)}).
      </p>
      <PlotChart title="True retention by week" figure={figure} rows={rows} columns={COLUMNS} />
    </div>
  );
}

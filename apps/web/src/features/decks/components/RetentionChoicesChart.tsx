import type { RetentionChoice } from "@app/domain/planning/retention-choices";
import type * as Plot from "@observablehq/plot";
import { useCallback } from "react";
import { type ChartColumn, chartColors, PlotChart } from "../../../components/charts/PlotChart";

interface RetentionChoicesChartProps {
  points: readonly RetentionChoice[];
  /** The deck's desired retention now: marked on both charts and in the tables. */
  current: number;
  /** The choice recommended (once every point is in): marked on both charts and in the tables. */
  recommended?: RetentionChoice | undefined;
}

export const percent = (retention: number) => `${Math.round(retention * 100)} %`;
const minutes = (value: number) => `${value.toFixed(1)} min`;
const wordsKnown = (value: number) => Math.round(value).toLocaleString();

type Metric = "minutesPerDay" | "knownAfterYear";

/** The figure of one metric against desired retention (its axis from 0), the current choice ringed, the recommended one marked. */
function figureOf(
  points: readonly RetentionChoice[],
  chosen: RetentionChoice | undefined,
  recommended: RetentionChoice | undefined,
  metric: Metric,
  label: string,
) {
  return (plot: typeof Plot): Plot.PlotOptions => ({
    marginLeft: 48,
    marginBottom: 36,
    x: { label: "Desired retention", domain: [0.7, 0.97], tickFormat: percent, ticks: 6 },
    y: { label, grid: true, zero: true, nice: true },
    marks: [
      plot.line(points, { x: "retention", y: metric, stroke: chartColors.primary, strokeWidth: 2 }),
      plot.dot(points, { x: "retention", y: metric, fill: chartColors.primary, r: 2.5 }),
      plot.dot(chosen ? [chosen] : [], {
        x: "retention",
        y: metric,
        r: 7,
        stroke: chartColors.accent,
        strokeWidth: 2.5,
      }),
      plot.text(chosen ? [chosen] : [], {
        x: "retention",
        y: metric,
        text: () => "Current",
        dy: -14,
        fill: chartColors.fg,
        fontWeight: 600,
      }),
      plot.dot(recommended ? [recommended] : [], {
        x: "retention",
        y: metric,
        r: 5,
        fill: chartColors.accent,
      }),
      plot.text(recommended ? [recommended] : [], {
        x: "retention",
        y: metric,
        text: () => "Recommended",
        dy: 16,
        fill: chartColors.fg,
        fontWeight: 600,
      }),
    ],
  });
}

/** Minutes a day and words known after a year against desired retention, each with its table. */
export function RetentionChoicesChart({ points, current, recommended }: RetentionChoicesChartProps) {
  const rounded = Math.round(current * 100) / 100;
  const chosen = points.find((p) => p.retention === rounded);
  const minutesFigure = useCallback(
    (plot: typeof Plot) => figureOf(points, chosen, recommended, "minutesPerDay", "Minutes a day")(plot),
    [points, chosen, recommended],
  );
  const knownFigure = useCallback(
    (plot: typeof Plot) => figureOf(points, chosen, recommended, "knownAfterYear", "Words known")(plot),
    [points, chosen, recommended],
  );
  const columns: ChartColumn<RetentionChoice>[] = [
    {
      key: "retention",
      label: "Desired retention",
      // In front, so that the table's own "(current)" still follows the percentage.
      format: (v, row) => `${row.retention === recommended?.retention ? "Recommended: " : ""}${percent(v)}`,
    },
    { key: "minutesPerDay", label: "Minutes a day", format: (v) => minutes(v) },
    { key: "knownAfterYear", label: "Words known after 1 year", format: (v) => wordsKnown(v) },
  ];
  // Both charts show the same rows and table, with the current choice marked.
  const table = { rows: points, columns, ...(chosen ? { highlight: { row: chosen, label: "current" } } : {}) };
  return (
    <div className="flex flex-col gap-5">
      <PlotChart title="Minutes a day (average over a year)" figure={minutesFigure} {...table} />
      <PlotChart title="Words known after 1 year" figure={knownFigure} {...table} />
    </div>
  );
}

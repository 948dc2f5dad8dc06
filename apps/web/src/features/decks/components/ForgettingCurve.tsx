import { memoryModelFor } from "@app/domain/planning/memory-model";
import { forgettingCurve } from "@app/domain/stats-memory/known-now";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { type ChartColumn, chartColors, PlotChart } from "../../../components/charts/PlotChart";
import { fsrsSettingsKey, getFsrsSettings } from "../../../lib/fsrs-settings";

interface CurvePoint {
  day: number;
  recall: number;
}

const DAY_MS = 86_400_000;
const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 0 });
const COLUMNS: readonly ChartColumn<CurvePoint>[] = [
  { key: "day", label: "Days after the last review" },
  { key: "recall", label: "Chance of recall", format: (value) => percent.format(Number(value)) },
];

/**
 * A word's forgetting curve: its chance of recall on each day after its last review, from its stability
 * and the learner's parameters, with today marked. The table behind it lists every few days.
 */
export function ForgettingCurve({
  stability,
  lastReview,
  nextReview,
  now,
}: {
  stability: number;
  lastReview: string;
  nextReview: string | null;
  now: Date;
}) {
  const settings = useQuery({ queryKey: fsrsSettingsKey, queryFn: getFsrsSettings, staleTime: 60_000 });
  const weights = settings.data?.weights ?? null;
  const since = Math.max(0, (now.getTime() - new Date(lastReview).getTime()) / DAY_MS);
  const until = nextReview ? (new Date(nextReview).getTime() - new Date(lastReview).getTime()) / DAY_MS : stability;
  const days = Math.min(365, Math.max(14, Math.ceil(Math.max(since, until) * 2)));
  const curve = useMemo(() => forgettingCurve(stability, memoryModelFor(weights), days), [stability, weights, days]);
  const step = Math.max(1, Math.ceil(curve.length / 15));
  const rows = curve.filter((point) => point.day % step === 0);
  const figure = useCallback(
    (plot: typeof import("@observablehq/plot")) => ({
      x: { label: "Days after the last review" },
      y: { label: "Chance of recall", domain: [0, 1], tickFormat: (v: number) => percent.format(v), grid: true },
      marks: [
        plot.line(curve, { x: "day", y: "recall", stroke: chartColors.primary, strokeWidth: 2 }),
        plot.ruleX([since], { stroke: chartColors.accent, strokeDasharray: "4 3" }),
        // Inside the frame, at the foot of the rule: at its top it sat on the y axis's label.
        plot.text([{ x: since, y: 0 }], {
          x: "x",
          y: "y",
          text: () => "today",
          textAnchor: "start",
          lineAnchor: "bottom",
          dx: 4,
          dy: -4,
          fill: chartColors.muted,
        }),
      ],
    }),
    [curve, since],
  );
  return <PlotChart title="Forgetting curve" figure={figure} rows={rows} columns={COLUMNS} height={180} />;
}

import { addDays } from "@app/domain/time/user-day";
import { useCallback } from "react";
import { type ChartColumn, chartColors, PlotChart } from "../../../components/charts/PlotChart";
import { Card } from "../../../components/ui/Card";
import { ErrorState } from "../../../components/ui/ErrorState";
import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";
import { formatShortDay } from "../../../lib/format-date";
import { useMemoryStats } from "../hooks/useMemoryStats";
import { nextWeekText } from "../lib/forecast-text";
import { TrueRetentionChart } from "./TrueRetentionChart";
import { TrueRetentionTable } from "./TrueRetentionTable";

interface ForecastRow {
  date: string;
  label: string;
  reviews: number;
  minutes: number;
}

const FORECAST_COLUMNS: readonly ChartColumn<ForecastRow>[] = [
  { key: "label", label: "Day" },
  { key: "reviews", label: "Reviews" },
  { key: "minutes", label: "Minutes" },
];
const oneDecimal = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

/**
 * Stats → Memory: the words known now (Σ chance of recall), true retention against the desired one, and
 * the reviews (and minutes) each of the next 30 days brings. Loaded with its chart library on first view.
 */
export function MemorySection({ today }: { today: string }) {
  const memory = useMemoryStats();
  const rows: ForecastRow[] = (memory.data?.forecast ?? []).map((day) => {
    const date = addDays(today, day.day);
    return { date, label: day.day === 0 ? "Today" : formatShortDay(date), reviews: day.reviews, minutes: day.minutes };
  });
  const figure = useCallback(
    (plot: typeof import("@observablehq/plot")) => ({
      x: {
        label: "Day",
        type: "band" as const,
        tickFormat: (_: unknown, i: number) => (i % 5 === 0 ? rows[i]?.label : ""),
      },
      y: { label: "Reviews", grid: true },
      marks: [
        plot.barY(rows, { x: "date", y: "reviews", fill: chartColors.primary }),
        plot.ruleY([0], { stroke: chartColors.grid }),
      ],
    }),
    [rows],
  );
  const week = rows.slice(0, 7);
  return (
    <Card>
      <section aria-labelledby="memory-heading" className="flex flex-col gap-5">
        <h2 id="memory-heading" className="text-lg font-semibold">
          Memory
        </h2>
        {memory.isPending ? (
          <SkeletonGroup label="Loading your memory stats" className="flex flex-col gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-40 w-full" />
          </SkeletonGroup>
        ) : memory.isError ? (
          <ErrorState title="Unable to load your memory stats" query={memory} />
        ) : (
          <>
            <p>
              <span className="text-2xl font-semibold tabular-nums">{oneDecimal.format(memory.data.knownNow)}</span>{" "}
              <span className="text-fg-muted">
                words you know now, of {memory.data.studiedWords} studied: the sum of each word's chance of recall
                today. Learned Words counts every word that finished Learn New; this is how many of them your memory
                holds right now, so it is lower and moves with each day and review.
              </span>
            </p>
            <div>
              <h3 className="mb-2 font-medium">True retention</h3>
              <TrueRetentionTable rows={memory.data.trueRetention} desired={memory.data.desiredRetention} />
            </div>
            <div>
              <h3 className="mb-1 font-medium">True retention over time</h3>
              <TrueRetentionChart
                weeks={memory.data.trueRetentionByWeek}
                desired={memory.data.desiredRetention}
                today={today}
              />
            </div>
            <div>
              <h3 className="mb-1 font-medium">The next 30 days</h3>
              <p className="mb-2 text-sm text-fg-muted">{nextWeekText(week)}</p>
              <PlotChart title="Reviews due each day" figure={figure} rows={rows} columns={FORECAST_COLUMNS} />
            </div>
          </>
        )}
      </section>
    </Card>
  );
}

import { BarChart3 } from "lucide-react";
import { Suspense } from "react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { ExploreDecksLink } from "../../../components/ui/ExploreDecksLink";
import { PageHeading } from "../../../components/ui/PageHeading";
import { Skeleton } from "../../../components/ui/Skeleton";
import { lazyNamed } from "../../../lib/lazy-named";
import { LeechesSection } from "../../leeches";
import { useStats } from "../hooks/useStats";
import type { UserStats } from "../types";
import { ActivityHeatmap } from "./ActivityHeatmap";
import { StatCards } from "./StatCards";
import { StatsSkeleton } from "./StatsSkeleton";
import { WeeklyProgressChart } from "./WeeklyProgressChart";

// The memory section and its chart library load after the rest of Stats.
const MemorySection = lazyNamed(() => import("./MemorySection"), "MemorySection");

/** Nothing studied yet: no words, no time, no streak, no active day. */
export function hasNoStats(stats: UserStats): boolean {
  return (
    stats.totalLearned === 0 &&
    stats.studyTime === 0 &&
    stats.topStreak === 0 &&
    stats.yearActivity.length === 0 &&
    stats.weeklyProgress.every((d) => d.learned === 0 && d.reviewed === 0 && d.studyTime === 0)
  );
}

/** Stats tab (registered users): the four cards, Weekly Progress and a year of activity. */
export function StatsTab() {
  const stats = useStats();
  const data = stats.data;
  return (
    <>
      <PageHeading subtitle="Your streak, words and study time at a glance.">Stats</PageHeading>
      {data ? (
        hasNoStats(data) ? (
          <EmptyState icon={BarChart3} title="No stats available" action={<ExploreDecksLink />}>
            Study a deck to see your streak, learned words and weekly progress here.
          </EmptyState>
        ) : (
          <div className="flex flex-col gap-6">
            <StatCards stats={data} />
            <WeeklyProgressChart days={data.weeklyProgress} today={data.today} />
            <ActivityHeatmap activity={data.yearActivity} today={data.today} />
            <Suspense fallback={<Skeleton className="h-72 w-full" />}>
              <MemorySection today={data.today} />
            </Suspense>
            <LeechesSection onChanged={() => void stats.refetch()} />
          </div>
        )
      ) : stats.isError ? (
        <ErrorState
          title={`Error loading stats: ${stats.error instanceof Error ? stats.error.message : String(stats.error)}`}
          query={stats}
        >
          Check your connection, then try again.
        </ErrorState>
      ) : (
        <StatsSkeleton />
      )}
    </>
  );
}

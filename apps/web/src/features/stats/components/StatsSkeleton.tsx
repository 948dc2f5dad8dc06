import { Card } from "../../../components/ui/Card";
import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";
import { STAT_CARDS_GRID } from "./StatCards";

/** Placeholders shaped like the four cards, the weekly chart and the activity grid. */
export function StatsSkeleton() {
  return (
    <SkeletonGroup label="Loading stats" className="flex flex-col gap-6">
      <div className={STAT_CARDS_GRID}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="flex flex-col gap-2">
            <div className="flex items-center justify-between">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="size-9" />
            </div>
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-4 w-36" />
          </Card>
        ))}
      </div>
      <Card>
        <Skeleton className="h-6 w-40" />
        <Skeleton className="mt-2 mb-5 h-4 w-56" />
        <Skeleton className="h-[142px] w-full" />
        <Skeleton className="mt-2 h-4 w-full" />
      </Card>
      <Card>
        <Skeleton className="h-6 w-24" />
        <Skeleton className="mt-2 mb-4 h-4 w-64" />
        <Skeleton className="h-[120px] w-full" />
      </Card>
    </SkeletonGroup>
  );
}

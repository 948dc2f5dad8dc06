import { Card } from "../../../components/ui/Card";
import { SkeletonBlocks, SkeletonGroup, SkeletonStack } from "../../../components/ui/Skeleton";
import { STAT_CARDS_GRID } from "./StatCards";

/** Placeholders shaped like the four cards, the weekly chart and the activity grid. */
export function StatsSkeleton() {
  return (
    <SkeletonGroup label="Loading stats" className="flex flex-col gap-6">
      <div className={STAT_CARDS_GRID}>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} className="flex flex-col gap-2">
            <SkeletonStack className="flex items-center justify-between" blocks={["h-4 w-24", "size-9"]} />
            <SkeletonBlocks blocks={["h-8 w-28", "h-4 w-36"]} />
          </Card>
        ))}
      </div>
      <Card>
        <SkeletonBlocks blocks={["h-6 w-40", "mt-2 mb-5 h-4 w-56", "h-[142px] w-full", "mt-2 h-4 w-full"]} />
      </Card>
      <Card>
        <SkeletonBlocks blocks={["h-6 w-24", "mt-2 mb-4 h-4 w-64", "h-[120px] w-full"]} />
      </Card>
    </SkeletonGroup>
  );
}

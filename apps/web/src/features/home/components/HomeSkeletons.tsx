import { Skeleton, SkeletonBlocks, SkeletonGroup, SkeletonStack } from "../../../components/ui/Skeleton";

/** "Loading your decks": shaped like the search box and two deck cards. */
export function DeckListSkeleton() {
  return (
    <SkeletonGroup label="Loading your decks" className="flex flex-col gap-4">
      <Skeleton className="h-11" />
      <div className="grid gap-3 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card border border-border p-4">
            <SkeletonStack className="mb-3 flex items-center gap-3" blocks={["h-6 w-9 rounded-[3px]", "h-5 w-32"]} />
            <SkeletonBlocks blocks={["mb-2 h-4 w-full", "mb-4 h-4 w-2/3", "h-2.5 w-full"]} />
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}

/** "Loading daily goals": shaped like the two goal rows. */
export function GoalsSkeleton() {
  return (
    <SkeletonGroup label="Loading daily goals" className="flex flex-col gap-5">
      {[0, 1].map((i) => (
        <div key={i}>
          <SkeletonStack className="mb-2 flex justify-between" blocks={["h-4 w-28", "h-4 w-10"]} />
          <Skeleton className="h-2.5 w-full" />
        </div>
      ))}
    </SkeletonGroup>
  );
}

/** "Loading updates": shaped like three update entries. */
export function UpdatesSkeleton() {
  return (
    <SkeletonGroup label="Loading updates" className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <SkeletonStack className="flex-1 space-y-2" blocks={["h-4 w-3/4", "h-3 w-full", "h-3 w-1/3"]} />
        </div>
      ))}
    </SkeletonGroup>
  );
}

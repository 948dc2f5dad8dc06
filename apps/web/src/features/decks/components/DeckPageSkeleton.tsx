import { Skeleton, SkeletonGroup } from "../../../components/ui/Skeleton";

/** Shaped like the deck page: header, progress card, six session buttons and set rows. */
export function DeckPageSkeleton() {
  return (
    <SkeletonGroup label="Loading deck">
      <div className="mb-6 flex items-start gap-4">
        <Skeleton className="mt-1 h-10 w-15 rounded-[3px]" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-56 max-w-full" />
          <Skeleton className="h-4 w-full max-w-xl" />
        </div>
      </div>
      <Skeleton className="mb-6 h-32 rounded-card" />
      <Skeleton className="mb-3 h-6 w-20" />
      <div className="mb-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-12" />
        ))}
      </div>
      <Skeleton className="mb-3 h-6 w-20" />
      <div className="flex flex-col gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-card" />
        ))}
      </div>
    </SkeletonGroup>
  );
}

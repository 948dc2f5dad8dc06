import { Skeleton, SkeletonBlocks, SkeletonGroup, SkeletonStack } from "../../../components/ui/Skeleton";

/** Shaped like the deck page: header, progress card, six session buttons and set rows. */
export function DeckPageSkeleton() {
  return (
    <SkeletonGroup label="Loading deck">
      <div className="mb-6 flex items-start gap-4">
        <Skeleton className="mt-1 h-10 w-15 rounded-[3px]" />
        <SkeletonStack className="flex-1 space-y-3" blocks={["h-8 w-56 max-w-full", "h-4 w-full max-w-xl"]} />
      </div>
      <SkeletonBlocks blocks={["mb-6 h-32 rounded-card", "mb-3 h-6 w-20"]} />
      <SkeletonStack className="mb-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" blocks={Array(6).fill("h-12")} />
      <Skeleton className="mb-3 h-6 w-20" />
      <SkeletonStack className="flex flex-col gap-3" blocks={Array(3).fill("h-16 rounded-card")} />
    </SkeletonGroup>
  );
}

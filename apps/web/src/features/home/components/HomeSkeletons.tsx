import { Skeleton } from "../../../components/ui/Skeleton";

/** Shaped like the search box and two deck cards. */
export function DeckListSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <Skeleton className="h-11" />
      <div className="grid gap-3 sm:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card border border-border p-4">
            <div className="mb-3 flex items-center gap-3">
              <Skeleton className="h-6 w-9 rounded-[3px]" />
              <Skeleton className="h-5 w-32" />
            </div>
            <Skeleton className="mb-2 h-4 w-full" />
            <Skeleton className="mb-4 h-4 w-2/3" />
            <Skeleton className="h-2.5 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Shaped like the two goal rows. */
export function GoalsSkeleton() {
  return (
    <div className="flex flex-col gap-5">
      {[0, 1].map((i) => (
        <div key={i}>
          <div className="mb-2 flex justify-between">
            <Skeleton className="h-4 w-28" />
            <Skeleton className="h-4 w-10" />
          </div>
          <Skeleton className="h-2.5 w-full" />
        </div>
      ))}
    </div>
  );
}

/** Shaped like three update entries. */
export function UpdatesSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="size-9 shrink-0 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-full" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </div>
      ))}
    </div>
  );
}

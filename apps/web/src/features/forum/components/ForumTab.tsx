import { forumMessages } from "@app/domain/forum";
import { MessagesSquare, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { NumberedPagination } from "../../../components/ui/NumberedPagination";
import { PageHeading } from "../../../components/ui/PageHeading";
import { SkeletonBlocks, SkeletonGroup, SkeletonStack } from "../../../components/ui/Skeleton";
import { usePosts } from "../hooks/usePosts";
import type { ForumPost, NewPostInput } from "../types";
import { PostCard } from "./PostCard";
import { EditRequestDialog, EMPTY_DRAFT, NewRequestDialog } from "./RequestDialogs";

/** Request board: feature requests and bug reports, 7 per page, newest first, with votes and comments. */
export function ForumTab() {
  const [page, setPage] = useState(1);
  const posts = usePosts(page);
  const [creating, setCreating] = useState(false);
  const [draft, setDraft] = useState<NewPostInput>(EMPTY_DRAFT);
  const [editing, setEditing] = useState<ForumPost | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const goTo = (next: number) => {
    setPage(next);
    // Keyboard and screen-reader users land on the new page's list, not on a vanished button.
    listHeading.current?.focus({ preventScroll: true });
    listHeading.current?.scrollIntoView({ block: "start", behavior: "smooth" });
  };

  const data = posts.data;
  const newRequest = (
    <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      New Request
    </Button>
  );

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading subtitle="Suggest features, report bugs and vote for what matters to you.">
          Request Board
        </PageHeading>
        <div className="mb-6 sm:mt-1">{newRequest}</div>
      </div>

      <section aria-labelledby="requests-heading" aria-busy={posts.isFetching && posts.isPlaceholderData}>
        <h2 id="requests-heading" ref={listHeading} tabIndex={-1} className="sr-only">
          Requests
        </h2>
        {data ? (
          data.items.length === 0 ? (
            <EmptyState icon={MessagesSquare} title="No requests yet">
              Be the first to suggest a feature or report a bug with New Request.
            </EmptyState>
          ) : (
            <>
              <p className="mb-3 text-sm text-fg-muted">
                {data.total} {data.total === 1 ? "request" : "requests"}
                {data.pageCount > 1 ? ` · page ${data.page} of ${data.pageCount}` : ""}
              </p>
              <ul className="flex flex-col gap-4">
                {data.items.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} onEdit={setEditing} />
                  </li>
                ))}
              </ul>
              <NumberedPagination
                label="Request pages"
                page={data.page}
                pageCount={data.pageCount}
                onPageChange={goTo}
              />
            </>
          )
        ) : posts.isError ? (
          <ErrorState title={forumMessages.loadFailed} query={posts}>
            Check your connection, then try again.
          </ErrorState>
        ) : (
          <PostsSkeleton />
        )}
      </section>

      {creating ? (
        <NewRequestDialog
          draft={draft}
          onDraftChange={setDraft}
          onOpenChange={setCreating}
          onPosted={() => {
            setDraft(EMPTY_DRAFT);
            setCreating(false);
            setPage(1);
          }}
        />
      ) : null}
      {editing ? (
        <EditRequestDialog
          post={editing}
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}

function PostsSkeleton() {
  return (
    <SkeletonGroup label="Loading requests" className="flex flex-col gap-4" repeat={3}>
      <div className="rounded-card border border-border bg-surface p-5">
        <SkeletonStack className="flex gap-2" blocks={["h-5 w-28 rounded-full", "h-5 w-16 rounded-full"]} />
        <SkeletonBlocks blocks={["mt-3 h-6 w-3/4", "mt-2 h-4 w-full", "mt-1 h-4 w-2/3", "mt-3 h-4 w-48"]} />
        <SkeletonStack className="mt-4 flex gap-2 border-t border-border pt-3" blocks={["h-11 w-24", "h-11 w-40"]} />
      </div>
    </SkeletonGroup>
  );
}

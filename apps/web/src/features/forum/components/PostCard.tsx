import { clsx } from "clsx";
import { ChevronDown, MessageSquare, Pencil, ThumbsUp } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { useVote } from "../hooks/useForumMutations";
import { formatPostDate } from "../lib/labels";
import type { ForumPost } from "../types";
import { CommentsPanel } from "./CommentsPanel";
import { RequestTypeBadge, StatusBadge } from "./ForumBadges";

interface PostCardProps {
  post: ForumPost;
  onEdit: (post: ForumPost) => void;
}

/** One request: badges, title, description, author and date, votes, comments, Edit for one's own. */
export function PostCard({ post, onEdit }: PostCardProps) {
  const vote = useVote();
  const [showComments, setShowComments] = useState(false);
  const titleId = `post-${post.id}-title`;
  const commentsId = `post-${post.id}-comments`;
  const count = post.comments.length;
  const voted = post.hasVoted;

  return (
    <article aria-labelledby={titleId} className="rounded-card border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center gap-2">
        <RequestTypeBadge type={post.requestType} />
        <StatusBadge status={post.status} />
      </div>
      <h3 id={titleId} className="mt-3 text-lg font-semibold break-words">
        {post.title}
      </h3>
      <p className="mt-1 break-words whitespace-pre-line">{post.description}</p>
      <p className="mt-3 text-sm text-fg-muted">
        Posted by <span className="font-medium text-fg">{post.createdBy}</span> on{" "}
        <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
      </p>

      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button
          variant="secondary"
          size="compact"
          disabled={voted}
          loading={vote.isPending}
          onClick={() => vote.mutate(post.id)}
          className={clsx(voted && "border-primary text-primary-soft-fg")}
        >
          {vote.isPending ? null : <ThumbsUp aria-hidden="true" className={clsx("size-4", voted && "fill-current")} />}
          {voted ? "Voted" : "Vote"}
          <span className="rounded-full bg-surface-muted px-2 text-xs font-semibold tabular-nums">
            {post.totalVotes}
            <span className="sr-only"> {post.totalVotes === 1 ? "vote" : "votes"}</span>
          </span>
        </Button>
        <Button
          variant="ghost"
          size="compact"
          aria-expanded={showComments}
          aria-controls={showComments ? commentsId : undefined}
          onClick={() => setShowComments((open) => !open)}
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {showComments ? "Hide Comments" : "Show Comments"} ({count})
          <ChevronDown
            aria-hidden="true"
            className={clsx("size-4 transition-transform duration-150", showComments && "rotate-180")}
          />
        </Button>
        {post.isOwn ? (
          <Button variant="ghost" size="compact" className="ml-auto" onClick={() => onEdit(post)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit
            <span className="sr-only"> request</span>
          </Button>
        ) : null}
      </div>

      {showComments ? <CommentsPanel post={post} id={commentsId} /> : null}
    </article>
  );
}

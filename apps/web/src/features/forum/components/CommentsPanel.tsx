import { newCommentSchema } from "@app/domain/forum";
import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { TextAreaField } from "../../../components/ui/TextAreaField";
import { fieldErrorsFromApi } from "../../../lib/forms";
import { useAddComment } from "../hooks/useForumMutations";
import { formatPostDate } from "../lib/labels";
import type { ForumPost } from "../types";

export const COMMENT_MAX = 2000;

/** A post's comments, oldest first, and the Add Comment form. */
export function CommentsPanel({ post, id }: { post: ForumPost; id: string }) {
  const add = useAddComment(post.id);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | undefined>();
  const listId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = newCommentSchema.safeParse({ content: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    add.mutate(parsed.data.content, {
      onSuccess: () => setDraft(""),
      // The text stays; the toast says why (e.g. the cooldown), a field message when the server names one.
      onError: (failure) => setError(fieldErrorsFromApi(failure, ["content"]).content),
    });
  };

  return (
    <div id={id} className="mt-4 rounded-lg border border-border bg-bg p-4">
      <h4 id={listId} className="sr-only">
        Comments
      </h4>
      {post.comments.length > 0 ? (
        <ul aria-labelledby={listId} className="flex flex-col divide-y divide-border">
          {post.comments.map((comment) => (
            <li key={comment.id} className="py-3 first:pt-0">
              <p className="text-sm">
                <span className="font-medium">{comment.username}</span>{" "}
                <span className="text-fg-muted">
                  · <time dateTime={comment.createdAt}>{formatPostDate(comment.createdAt)}</time>
                </span>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{comment.content}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-fg-muted">No comments yet. Start the conversation.</p>
      )}
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-2 border-t border-border pt-4">
        <TextAreaField
          label="Add a comment"
          name="content"
          rows={3}
          maxLength={COMMENT_MAX}
          value={draft}
          error={error}
          className="[&_textarea]:min-h-20"
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" variant="secondary" className="self-end" loading={add.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Add Comment
        </Button>
      </form>
    </div>
  );
}

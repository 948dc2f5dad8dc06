import { forumMessages } from "@app/domain/forum";
import { clsx } from "clsx";
import { type FormEvent, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../components/ui/Dialog";
import { TextAreaField } from "../../../components/ui/TextAreaField";
import { TextField } from "../../../components/ui/TextField";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { errorMessage } from "../../../lib/api";
import { fieldErrorsFromApi } from "../../../lib/forms";
import { notify } from "../../../lib/toast";
import { useCreatePost, useEditPost } from "../hooks/useForumMutations";
import { REQUEST_TYPE_LOOK, REQUEST_TYPES } from "../lib/labels";
import type { ForumPost, NewPostInput } from "../types";

export const TITLE_MAX = 150;
export const DESCRIPTION_MAX = 5000;

export const EMPTY_DRAFT: NewPostInput = { requestType: "feature", title: "", description: "" };

/** Submit is allowed once both text fields have something besides spaces (spec §2). */
export function isFilled(draft: { title: string; description: string }): boolean {
  return draft.title.trim() !== "" && draft.description.trim() !== "";
}

type TextErrors = { title?: string; description?: string };

function TextFields({
  value,
  onChange,
  errors,
}: {
  value: { title: string; description: string };
  onChange: (patch: Partial<{ title: string; description: string }>) => void;
  errors: TextErrors;
}) {
  return (
    <>
      <TextField
        label="Title"
        name="title"
        autoComplete="off"
        maxLength={TITLE_MAX}
        value={value.title}
        error={errors.title}
        onChange={(event) => onChange({ title: event.target.value })}
      />
      <TextAreaField
        label="Description"
        name="description"
        rows={5}
        maxLength={DESCRIPTION_MAX}
        value={value.description}
        error={errors.description}
        onChange={(event) => onChange({ description: event.target.value })}
      />
    </>
  );
}

/** Why the server refused, inside the dialog (the toast stack behind a modal is hidden from screen readers). */
function FormAlert({ message }: { message: string | null }) {
  return (
    <div aria-live="assertive">
      {message ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-fg">
          {message}
        </p>
      ) : null}
    </div>
  );
}

interface NewRequestDialogProps {
  /** Lives with the board, so what was typed survives closing the dialog or a failed submit. */
  draft: NewPostInput;
  onDraftChange: (draft: NewPostInput) => void;
  onOpenChange: (open: boolean) => void;
  onPosted: () => void;
}

/** New Request: Type, Title, Description; Submit is disabled until both text fields are filled. */
export function NewRequestDialog({ draft, onDraftChange, onOpenChange, onPosted }: NewRequestDialogProps) {
  useReturnFocus();
  const create = useCreatePost();
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TextErrors>({});
  const canSubmit = isFilled(draft);

  const change = (patch: Partial<NewPostInput>) => {
    onDraftChange({ ...draft, ...patch });
    setFieldErrors((errors) => ({
      title: "title" in patch ? undefined : errors.title,
      description: "description" in patch ? undefined : errors.description,
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || create.isPending) return;
    setFailure(null);
    create.mutate(
      { requestType: draft.requestType, title: draft.title.trim(), description: draft.description.trim() },
      {
        onSuccess: () => onPosted(),
        onError: (error) => {
          const message = errorMessage(error, forumMessages.submitFailed);
          setFailure(message);
          setFieldErrors(fieldErrorsFromApi(error, ["title", "description"]));
          notify.error(message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title="New Request" description="Suggest a feature or report a bug.">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Type</legend>
          <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
            {REQUEST_TYPES.map((type) => {
              const look = REQUEST_TYPE_LOOK[type];
              const Icon = look.icon;
              const checked = draft.requestType === type;
              return (
                <label
                  key={type}
                  className={clsx(
                    "flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
                    checked ? "border-primary bg-primary-soft text-primary-soft-fg" : "border-border-strong",
                  )}
                >
                  <input
                    type="radio"
                    name="requestType"
                    value={type}
                    checked={checked}
                    onChange={() => change({ requestType: type })}
                    className="size-4 accent-primary"
                  />
                  <Icon aria-hidden="true" className="size-4" />
                  {look.label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <TextFields value={draft} onChange={change} errors={fieldErrors} />
        <FormAlert message={failure} />
        <DialogActions className="mt-1 gap-2">
          <Button type="submit" disabled={!canSubmit} loading={create.isPending}>
            Submit
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface EditRequestDialogProps {
  post: ForumPost;
  onOpenChange: (open: boolean) => void;
}

/** Edit the title and description of one's own request. */
export function EditRequestDialog({ post, onOpenChange }: EditRequestDialogProps) {
  useReturnFocus();
  const edit = useEditPost();
  const [value, setValue] = useState({ title: post.title, description: post.description });
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<TextErrors>({});
  const changed = value.title.trim() !== post.title || value.description.trim() !== post.description;
  const canSave = isFilled(value) && changed;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || edit.isPending) return;
    setFailure(null);
    edit.mutate(
      { postId: post.id, title: value.title.trim(), description: value.description.trim() },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          const message = errorMessage(error, "Failed to update request");
          setFailure(message);
          setFieldErrors(fieldErrorsFromApi(error, ["title", "description"]));
          notify.error(message);
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={onOpenChange} title="Edit Request">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextFields
          value={value}
          onChange={(patch) => {
            setValue((current) => ({ ...current, ...patch }));
            setFieldErrors({});
          }}
          errors={fieldErrors}
        />
        <FormAlert message={failure} />
        <DialogActions className="mt-1 gap-2">
          <Button type="submit" disabled={!canSave} loading={edit.isPending}>
            Save Changes
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

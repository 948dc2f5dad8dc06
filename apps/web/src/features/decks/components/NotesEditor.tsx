import { NOTES_MAX_LENGTH } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { Pencil, Plus } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/ui/Button";
import { NotesEditorFooter } from "../../../components/ui/NotesEditorFooter";
import { useNotesEditing } from "../hooks/useNotesEditing";

interface NotesEditorProps {
  notes: string | null;
  /** Resolves when saved; rejects to keep the editor open with what was typed. */
  onSave: (notes: string | null) => Promise<void>;
}

/**
 * A word's notes: read view with an add/edit button, and an editor with a counter out of 500
 * (input capped), Cancel and Save. Ctrl/Cmd+Enter saves, Escape cancels (without closing the
 * surrounding dialog).
 */
export function NotesEditor({ notes, onSave }: NotesEditorProps) {
  const headingId = useId();
  const counterId = useId();
  const { editing, draft, setDraft, saving, textarea, editButton, startEditing, stopEditing, save, saveRef } =
    useNotesEditing(notes, onSave);

  return (
    <section aria-labelledby={headingId} className="rounded-card border border-border p-4">
      <div className="mb-2 flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold">
          Notes
        </h3>
        {editing ? null : (
          <Button ref={editButton} variant="ghost" size="compact" onClick={startEditing}>
            {notes ? <Pencil aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
            {notes ? "Edit Note" : "Add Note"}
          </Button>
        )}
      </div>
      {editing ? (
        <div className="flex flex-col gap-2">
          <textarea
            ref={textarea}
            aria-labelledby={headingId}
            aria-describedby={counterId}
            value={draft}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={messages.notes.placeholderEdit}
            onChange={(event) => setDraft(event.target.value.slice(0, NOTES_MAX_LENGTH))}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                void saveRef.current();
              }
            }}
            rows={4}
            className="min-h-28 w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted"
          />
          <NotesEditorFooter
            counterId={counterId}
            length={draft.length}
            saving={saving}
            onCancel={stopEditing}
            onSave={() => void save()}
          />
        </div>
      ) : notes ? (
        <p className="text-sm whitespace-pre-wrap break-words">{notes}</p>
      ) : (
        <button
          type="button"
          onClick={startEditing}
          className="min-h-11 w-full rounded-lg border border-dashed border-border px-3 py-2 text-left text-sm text-fg-muted hover:border-primary hover:text-fg"
        >
          {messages.notes.placeholderEmpty}
        </button>
      )}
    </section>
  );
}

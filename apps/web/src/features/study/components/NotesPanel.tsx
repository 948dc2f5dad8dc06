import { NOTES_MAX_LENGTH } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { Pencil, Plus } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { NotesEditorFooter } from "../../../components/ui/NotesEditorFooter";
import { errorMessage } from "../../../lib/api";
import { notify } from "../../../lib/toast";
import { saveNotes } from "../api/save-notes";

/**
 * The notes editor's state: open, the draft, saving. Blank notes are saved as none; blank with no
 * note before just closes the editor. Enter or Ctrl/Cmd+Enter saves, Shift+Enter starts a new line,
 * Escape cancels (neither reaches the session's keys).
 */
function useNotesEditor(
  wordId: number,
  notes: string | null,
  onSaved: (notes: string | null) => void,
  onEditingChange: (editing: boolean) => void,
) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes ?? "");
  const [saving, setSaving] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    onEditingChange(editing);
    if (editing) textarea.current?.focus();
  }, [editing, onEditingChange]);
  useEffect(() => () => onEditingChange(false), [onEditingChange]);

  const open = () => {
    setDraft(notes ?? "");
    setEditing(true);
  };
  const cancel = () => {
    setDraft(notes ?? "");
    setEditing(false);
  };
  const save = async () => {
    if (saving) return;
    const value = draft.trim() === "" ? null : draft;
    if (value === null && !notes) {
      setEditing(false);
      return;
    }
    setSaving(true);
    try {
      const saved = await saveNotes(wordId, value);
      onSaved(saved.notes);
      setEditing(false);
    } catch (error) {
      notify.error(errorMessage(error, messages.notes.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === "Enter" && !event.shiftKey) {
      event.preventDefault();
      event.stopPropagation();
      void save();
    }
  };
  return { editing, draft, setDraft, saving, textarea, open, cancel, save, onKeyDown };
}

/** A word's notes in the feedback: shown, added or edited (500 characters at most, with a counter). */
export function NotesPanel({
  wordId,
  notes,
  onSaved,
  onEditingChange,
}: {
  wordId: number;
  notes: string | null;
  onSaved: (notes: string | null) => void;
  onEditingChange: (editing: boolean) => void;
}) {
  const { editing, draft, setDraft, saving, textarea, open, cancel, save, onKeyDown } = useNotesEditor(
    wordId,
    notes,
    onSaved,
    onEditingChange,
  );
  const id = useId();

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-border bg-surface-muted/60 p-3 text-left"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold">
          Notes
        </h2>
        {!editing ? (
          <Button variant="ghost" size="compact" onClick={open}>
            {notes ? <Pencil aria-hidden="true" className="size-4" /> : <Plus aria-hidden="true" className="size-4" />}
            {notes ? "Edit notes" : "Add notes"}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <div className="mt-2 flex flex-col gap-2">
          <textarea
            ref={textarea}
            id={`${id}-text`}
            aria-label="Notes"
            aria-describedby={`${id}-count`}
            value={draft}
            maxLength={NOTES_MAX_LENGTH}
            onChange={(e) => setDraft(e.target.value.slice(0, NOTES_MAX_LENGTH))}
            onKeyDown={onKeyDown}
            placeholder={messages.notes.placeholderEdit}
            rows={3}
            className="w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-base text-fg placeholder:text-fg-muted"
          />
          <NotesEditorFooter
            counterId={`${id}-count`}
            length={draft.length}
            saving={saving}
            onCancel={cancel}
            onSave={() => void save()}
            small
          />
        </div>
      ) : (
        <button
          type="button"
          onClick={open}
          className="mt-1 block min-h-11 w-full rounded-md py-1 text-left text-sm whitespace-pre-wrap break-words hover:bg-surface-muted"
        >
          {notes ? notes : <span className="text-fg-muted">{messages.notes.placeholderEmpty}</span>}
        </button>
      )}
    </section>
  );
}

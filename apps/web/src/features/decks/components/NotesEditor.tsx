import { NOTES_MAX_LENGTH } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { Pencil, Plus } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";

interface NotesEditorProps {
  notes: string | null;
  /** Resolves when saved; rejects to keep the editor open with what was typed. */
  onSave: (notes: string | null) => Promise<void>;
}

/** Empty or whitespace-only notes are saved as none. */
export function normaliseNotes(text: string): string | null {
  return text.trim() === "" ? null : text;
}

/**
 * A word's notes: read view with an add/edit button, and an editor with a counter out of 500
 * (input capped), Cancel and Save. Ctrl/Cmd+Enter saves, Escape cancels (without closing the
 * surrounding dialog).
 */
export function NotesEditor({ notes, onSave }: NotesEditorProps) {
  const headingId = useId();
  const counterId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes ?? "");
  const [saving, setSaving] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);

  const startEditing = () => {
    setDraft(notes ?? "");
    setEditing(true);
  };
  const stopEditing = useCallback(() => {
    setEditing(false);
    // Back to the button that opened the editor, so keyboard users don't lose their place.
    window.setTimeout(() => editButton.current?.focus(), 0);
  }, []);

  const save = async () => {
    if (saving) return;
    const next = normaliseNotes(draft);
    if (next === notes || (next === null && !notes)) {
      stopEditing();
      return;
    }
    setSaving(true);
    try {
      await onSave(next);
      stopEditing();
    } catch {
      // The caller said what went wrong; keep what was typed.
    } finally {
      setSaving(false);
    }
  };
  const saveRef = useRef(save);
  saveRef.current = save;

  useEffect(() => {
    if (!editing) return;
    const field = textarea.current;
    if (field) {
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    }
    // Escape in the editor cancels the edit. The dialog listens on the document in the capture
    // phase, so this listens on the window, which comes first, and keeps the dialog open.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.target !== textarea.current) return;
      event.preventDefault();
      event.stopPropagation();
      stopEditing();
    };
    window.addEventListener("keydown", onKeyDown, { capture: true });
    return () => window.removeEventListener("keydown", onKeyDown, { capture: true });
  }, [editing, stopEditing]);

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
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p id={counterId} className="text-sm text-fg-muted tabular-nums">
              {draft.length}/{NOTES_MAX_LENGTH}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" size="compact" onClick={stopEditing} disabled={saving}>
                Cancel
              </Button>
              <Button size="compact" onClick={() => void save()} disabled={saving} aria-busy={saving || undefined}>
                {saving ? "Saving..." : "Save"}
              </Button>
            </div>
          </div>
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

import { useCallback, useEffect, useRef, useState } from "react";

/** Empty or whitespace-only notes are saved as none. */
export function normaliseNotes(text: string): string | null {
  return text.trim() === "" ? null : text;
}

/**
 * Editing a word's notes: the draft, `save` (unchanged notes just close the editor; a rejection
 * keeps what was typed), the focus put in the field and given back to the edit button, and Escape
 * in the field cancelling the edit without closing the dialog around it.
 */
export function useNotesEditing(notes: string | null, onSave: (notes: string | null) => Promise<void>) {
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

  return { editing, draft, setDraft, saving, textarea, editButton, startEditing, stopEditing, save, saveRef };
}

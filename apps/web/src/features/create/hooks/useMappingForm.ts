import { type FormEvent, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../../../lib/api";
import { type FieldErrors, fieldErrorsFromApi, focusFirstInvalid, hasErrors } from "../../../lib/forms";
import { startImport } from "../api/start-import";
import {
  checkMapping,
  initialMapping,
  MAPPING_FIELDS,
  type MappingDraft,
  type MappingField,
} from "../lib/import-mapping";
import { importStatusPath } from "../lib/paths";
import type { ImportPreview } from "../types";

export type SetMapping = <K extends keyof MappingDraft>(key: K, value: MappingDraft[K]) => void;

/**
 * The mapping form of an upload: the choices, their errors, and "Import", which sends the uploaded
 * file's id with the choices and opens the import's status page.
 */
export function useMappingForm(preview: ImportPreview) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<MappingDraft>(() => initialMapping(preview));
  const [nameTouched, setNameTouched] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<MappingField>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const set: SetMapping = (key, value) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const nameDeck = (name: string) => {
    setNameTouched(true);
    set("deckName", name);
  };

  const chooseAnkiDeck = (raw: string) => {
    const deckId = raw === "" ? null : Number(raw);
    set("ankiDeckId", deckId);
    // Until the learner names the deck, it follows the Anki deck chosen.
    const chosen = preview.decks.find((deck) => deck.id === deckId);
    if (!nameTouched) set("deckName", chosen ? chosen.name : initialMapping(preview).deckName);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkMapping(draft, preview.kind);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstInvalid(formRef.current, MAPPING_FIELDS, checked.errors);
      return;
    }
    setSending(true);
    try {
      const { id } = await startImport(preview.previewId, checked.mapping);
      navigate(importStatusPath(id));
    } catch (error) {
      const fromServer = fieldErrorsFromApi(error, MAPPING_FIELDS);
      setErrors(fromServer);
      if (!hasErrors(fromServer)) {
        setFailure(errorMessage(error, "The import could not start. Check your connection and try again."));
      }
      setSending(false);
    }
  };

  return { formRef, draft, errors, failure, sending, set, nameDeck, chooseAnkiDeck, submit };
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { analyseText } from "../api/analyse-text";
import { getText } from "../api/saved-texts";
import { readerKeys } from "../query-keys";
import type { ReaderQuery, ReaderResponse } from "../types";

/**
 * The reader's state: the text being edited, its language and forecast day, the saved text it is (if any), and
 * the last answer, which stays on screen while the text is read again.
 */
export function useReader() {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [languageId, setLanguageId] = useState("");
  const [on, setOn] = useState("");
  const [textId, setTextId] = useState<string | null>(null);
  const [shown, setShown] = useState<{ query: ReaderQuery; result: ReaderResponse } | null>(null);
  const [asked, setAsked] = useState<ReaderQuery | null>(null);
  const analyse = useMutation({
    mutationFn: (query: ReaderQuery) => analyseText(query),
    onSuccess: (result, query) => {
      setShown({ query, result });
      // A saved text's reading was recorded: its line in "Your texts" moves.
      if (query.textId) void queryClient.invalidateQueries({ queryKey: readerKeys.texts });
    },
  });
  const run = (query: ReaderQuery) => {
    setAsked(query);
    analyse.mutate(query);
  };
  const open = useMutation({
    mutationFn: getText,
    onSuccess: (saved) => {
      setText(saved.text);
      setLanguageId(saved.languageId);
      setTextId(saved.id);
      run({ text: saved.text, languageId: saved.languageId, ...(on ? { on } : {}), textId: saved.id });
    },
  });
  return {
    text,
    /** An edit makes it another text: its readings are no longer the saved one's. */
    editText: (value: string) => {
      setText(value);
      setTextId(null);
    },
    setText,
    languageId,
    setLanguageId,
    on,
    setOn,
    textId,
    /** The text read was saved: this reading is its first. */
    saved: (id: string) => {
      setTextId(id);
      if (asked) run({ ...asked, textId: id });
    },
    shown,
    asked,
    analyse,
    run,
    open,
  };
}

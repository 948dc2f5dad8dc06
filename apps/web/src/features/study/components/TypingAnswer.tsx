import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { insertAtSelection } from "../lib/special-characters";
import { SpecialCharacters } from "./SpecialCharacters";

/**
 * A typed answer with Submit (Enter submits). After one submission the form locks, so a double
 * Enter or a double click counts once. The input is focused when the prompt appears.
 *
 * Enter submits from its keydown: the browser's own implicit submission would go on through the
 * key's keypress, a click on Submit and the form's validation before the submit event, main-thread
 * time spent before the feedback can show. Enter that ends an input method's composition is the
 * composition's.
 */
export function TypingAnswer({
  promptKey,
  label,
  specialCharacters,
  placeholder = "Type your answer",
  lang,
  onSubmit,
}: {
  /** Changes with each prompt: clears and refocuses the input. */
  promptKey: string;
  label: string;
  specialCharacters: readonly string[];
  placeholder?: string;
  /** The answer's language, when it is not English (production practice: the word itself). */
  lang?: string | undefined;
  onSubmit: (answer: string) => void;
}) {
  const [value, setValue] = useState("");
  const submitted = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset per prompt
  useEffect(() => {
    setValue("");
    submitted.current = false;
    input.current?.focus();
  }, [promptKey]);

  const submit = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (submitted.current || !value.trim()) return;
    submitted.current = true;
    onSubmit(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // 229: Safari's keydown for the key that ends a composition.
    if (event.key === "Enter" && !event.nativeEvent.isComposing && event.keyCode !== 229) submit(event);
  };

  const insert = (character: string) => {
    const el = input.current;
    const next = insertAtSelection(value, el?.selectionStart ?? null, el?.selectionEnd ?? null, character);
    setValue(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      <div className="flex gap-2">
        <input
          ref={input}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={onKeyDown}
          aria-label={label}
          lang={lang}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          className="min-h-12 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface px-3 text-lg text-fg placeholder:text-fg-muted"
        />
        <Button type="submit" size="lg" disabled={!value.trim()} className="px-5">
          Submit
        </Button>
      </div>
      {specialCharacters.length > 0 ? <SpecialCharacters characters={specialCharacters} onInsert={insert} /> : null}
    </form>
  );
}

/** Four options; keys 1–4 pick them too (handled by the session screen). */
export function MultipleChoiceAnswer({
  options,
  label,
  lang,
  disabled = false,
  onChoose,
}: {
  options: readonly string[];
  label: string;
  lang?: string;
  /** While feedback shows (Time Rush): the options stay visible but can't be chosen. */
  disabled?: boolean;
  onChoose: (option: string) => void;
}) {
  return (
    <fieldset disabled={disabled} className="grid grid-cols-1 gap-2.5 sm:grid-cols-2">
      <legend className="sr-only">{label}</legend>
      {options.map((option, i) => (
        <button
          key={option}
          type="button"
          onClick={() => onChoose(option)}
          className="flex min-h-12 items-center gap-3 rounded-lg border border-border-strong bg-surface px-3 py-2 text-left text-base font-medium hover:border-primary hover:bg-primary-soft"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-surface-muted text-sm font-semibold text-fg-muted"
          >
            {i + 1}
          </span>
          <span lang={lang} className="min-w-0 break-words">
            {option}
          </span>
        </button>
      ))}
    </fieldset>
  );
}

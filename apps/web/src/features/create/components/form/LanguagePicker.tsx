import { languageName } from "@app/domain/create/languages";
import { clsx } from "clsx";
import { useId } from "react";
import { FieldMessage, fieldDescribedBy } from "../../../../components/ui/FieldMessage";
import { LabelledField } from "../../../../components/ui/LabelledField";
import { SelectChevron } from "../../../../components/ui/SelectField";
import { useLanguageCombobox } from "../../hooks/useLanguageCombobox";
import { LanguageOptions } from "./LanguageOptions";

interface LanguagePickerProps {
  label: string;
  /** An ISO 639-1 code, or "" for none chosen yet. */
  value: string;
  onChange: (code: string) => void;
  /** The input's name, so focus after a failed submit can find it. */
  name?: string;
  error?: string;
  hint?: string;
}

/**
 * A searchable language picker over ISO 639-1 (the ARIA combobox pattern): type to filter, ↑/↓ to move,
 * Enter to choose, Escape to put the chosen language back. The list opens below the field.
 */
export function LanguagePicker({ label, value, onChange, name, error, hint }: LanguagePickerProps) {
  const id = useId();
  const listId = `${id}-list`;
  const chosenName = value ? `${languageName(value)} (${value})` : "";
  const box = useLanguageCombobox(value, onChange);
  return (
    <LabelledField id={id} label={label} footer={<FieldMessage id={id} error={error} hint={hint} />}>
      <input
        ref={box.inputRef}
        id={id}
        name={name}
        role="combobox"
        aria-expanded={box.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={box.open && box.activeCode ? `${id}-${box.activeCode}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescribedBy(id, error, hint)}
        autoComplete="off"
        spellCheck={false}
        placeholder="Type to search"
        value={box.query ?? chosenName}
        onChange={(event) => box.type(event.target.value)}
        onFocus={(event) => event.target.select()}
        onClick={() => (box.open ? undefined : box.openAt(0))}
        onKeyDown={box.onKeyDown}
        onBlur={box.close}
        className={clsx(
          "min-h-11 w-full rounded-lg border bg-surface pr-10 pl-3 text-base text-fg placeholder:text-fg-muted",
          error ? "border-danger" : "border-border-strong",
        )}
      />
      <SelectChevron />
      <LanguageOptions
        id={id}
        listId={listId}
        label={label}
        listRef={box.listRef}
        open={box.open}
        query={box.query}
        matches={box.matches}
        activeCode={box.activeCode}
        value={value}
        onChoose={box.choose}
        onPoint={box.setActive}
      />
    </LabelledField>
  );
}

import { LanguagePicker } from "./LanguagePicker";

interface LanguagePairProps {
  term: string;
  translation: string;
  errors: { termLanguage?: string; translationLanguage?: string };
  onTermChange: (code: string) => void;
  onTranslationChange: (code: string) => void;
}

/** A deck's two languages side by side: its terms' and its translations'. */
export function LanguagePair({ term, translation, errors, onTermChange, onTranslationChange }: LanguagePairProps) {
  const pickers = [
    { name: "termLanguage", label: "Term language", value: term, onChange: onTermChange },
    { name: "translationLanguage", label: "Translation language", value: translation, onChange: onTranslationChange },
  ] as const;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {pickers.map((picker) => (
        <LanguagePicker key={picker.name} {...picker} error={errors[picker.name]} />
      ))}
    </div>
  );
}

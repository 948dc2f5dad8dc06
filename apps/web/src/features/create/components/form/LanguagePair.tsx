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
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LanguagePicker
        label="Term language"
        name="termLanguage"
        value={term}
        onChange={onTermChange}
        error={errors.termLanguage}
      />
      <LanguagePicker
        label="Translation language"
        name="translationLanguage"
        value={translation}
        onChange={onTranslationChange}
        error={errors.translationLanguage}
      />
    </div>
  );
}

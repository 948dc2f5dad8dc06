import { languageDisplayName } from "@app/domain/decks/constants";
import { messages } from "@app/domain/messages";
import { useMemo, useState } from "react";
import { Dialog } from "../../../components/ui/Dialog";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { SearchField } from "../../../components/ui/SearchField";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { useLanguages } from "../hooks/useLanguages";
import type { Language } from "../types";
import { LanguageSummary } from "./LanguageCard";

/** The catalogue is small (dozens of languages): one request of up to 100 fills this list. */
const ALL_LANGUAGES_PAGE_SIZE = 100;

function matches(language: Language, needle: string): boolean {
  if (!needle) return true;
  return [language.id, languageDisplayName(language.id), language.description, language.flagCode].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Every language at once, with a search and "x of y languages". Picking one opens its decks. */
export function AllLanguagesDialog({
  onOpenChange,
  onPick,
}: {
  onOpenChange: (open: boolean) => void;
  onPick: (language: Language) => void;
}) {
  useReturnFocus();
  const [search, setSearch] = useState("");
  const languages = useLanguages("", 1, ALL_LANGUAGES_PAGE_SIZE);
  const needle = search.trim().toLowerCase();
  const filtered = useMemo(
    () => (languages.data?.items ?? []).filter((language) => matches(language, needle)),
    [languages.data, needle],
  );
  const total = languages.data?.totalLanguages ?? 0;

  return (
    <Dialog open onOpenChange={onOpenChange} title="All Languages">
      <SearchField
        label="Search languages"
        placeholder="Search languages..."
        value={search}
        onValueChange={setSearch}
      />
      {languages.data ? (
        <>
          <p aria-live="polite" className="mt-3 mb-2 text-sm text-fg-muted">
            {filtered.length} of {total} languages
          </p>
          {filtered.length === 0 ? (
            <EmptyState title={messages.decks.noLanguages} />
          ) : (
            <ul className="flex flex-col gap-2">
              {filtered.map((language) => {
                const name = languageDisplayName(language.id);
                return (
                  <li key={language.id}>
                    <button
                      type="button"
                      onClick={() => onPick(language)}
                      className="flex min-h-14 w-full items-center gap-3 rounded-lg border border-border px-3 py-2 text-left hover:border-primary hover:bg-primary-soft/40"
                    >
                      <LanguageSummary
                        language={language}
                        name={name}
                        flagClassName="h-7"
                        nameClassName="font-medium"
                      />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      ) : languages.isError ? (
        <div className="mt-4">
          <ErrorState title={messages.decks.languagesFailed} query={languages} />
        </div>
      ) : (
        <SkeletonGroup label="Loading languages" className="mt-4 flex flex-col gap-2" repeat={4} blocks={["h-14"]} />
      )}
    </Dialog>
  );
}

import { languageDisplayName } from "@app/domain/decks/constants";
import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { ChevronRight } from "lucide-react";
import { Flag } from "../../../components/ui/Flag";
import { Skeleton, SkeletonStack } from "../../../components/ui/Skeleton";
import { countLabel } from "../../../lib/format-number";
import type { Language } from "../types";

/** A language on the Explore Decks grid: flag, capitalised name, deck and word counts. Opens its decks. */
export function LanguageCard({ language, onOpen }: { language: Language; onOpen: (language: Language) => void }) {
  const name = languageDisplayName(language.id);
  return (
    <button
      type="button"
      onClick={() => onOpen(language)}
      aria-haspopup="dialog"
      className="group flex min-h-24 w-full items-center gap-4 rounded-card border border-border bg-surface p-5 text-left transition-colors hover:border-primary hover:bg-primary-soft/40"
    >
      <LanguageSummary language={language} name={name} flagClassName="h-10" nameClassName="text-lg font-semibold" />
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fg-muted group-hover:text-primary" />
    </button>
  );
}

/** A language's flag, then its name over its deck and word counts; the classes size the flag and the name. */
export function LanguageSummary({
  language,
  name,
  flagClassName,
  nameClassName,
}: {
  language: Language;
  name: string;
  flagClassName: string;
  nameClassName: string;
}) {
  return (
    <>
      <Flag code={language.flagCode} alt={name} className={flagClassName} />
      <span className="min-w-0 flex-1">
        <span className={`block ${nameClassName}`}>{name}</span>
        <span className="block text-sm text-fg-muted">
          {countLabel(language.deckCount, "deck")} · {deckSizeLabel(language)}
        </span>
      </span>
    </>
  );
}

/** Same footprint as a LanguageCard, so the grid doesn't jump when languages arrive. */
export function LanguageCardSkeleton() {
  return (
    <div className="flex min-h-24 items-center gap-4 rounded-card border border-border bg-surface p-5">
      <Skeleton className="h-10 w-15 rounded-[3px]" />
      <SkeletonStack className="flex-1 space-y-2" blocks={["h-5 w-28", "h-4 w-40"]} />
    </div>
  );
}

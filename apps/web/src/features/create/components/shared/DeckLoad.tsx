import { homeTabPath } from "@app/domain/navigation";
import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { QueryView } from "../../../../components/ui/QueryView";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";
import { createTabPath } from "../../lib/paths";

/**
 * Each deck page's skeleton (its blocks, shaped like the page) and what its 404 says: title, text, and
 * the link on (where to, and its words).
 */
const PAGES = {
  editor: {
    skeleton: ["h-6 w-24", "h-9 w-64", "h-11 w-full max-w-xl", "h-64 w-full"],
    notFound: {
      title: "Deck not found",
      text: "It may have been deleted, or it belongs to someone else.",
      to: createTabPath,
      linkText: "Back to Create",
    },
  },
  shared: {
    skeleton: ["h-9 w-64", "h-5 w-48", "h-40 w-full max-w-3xl"],
    notFound: {
      title: "This deck isn't available",
      text: "The link may be mistyped, or its author made the deck private or removed it.",
      to: homeTabPath("decks"),
      linkText: "Explore Decks",
    },
  },
};

interface DeckLoadProps<T> {
  query: UseQueryResult<T>;
  /** The owner's editor, or the page behind a share link. */
  page: keyof typeof PAGES;
  children: (deck: T) => ReactNode;
}

/** A deck page's read: "Loading the deck", "Error loading deck", or the deck the server does not know. */
export function DeckLoad<T>({ query, page, children }: DeckLoadProps<T>) {
  const { skeleton, notFound } = PAGES[page];
  const action = (
    <Link to={notFound.to} className={buttonClasses("secondary")}>
      {notFound.linkText}
    </Link>
  );
  return (
    <QueryView
      query={query}
      errorTitle="Error loading deck"
      loading={<SkeletonGroup label="Loading the deck" className="flex flex-col gap-4" blocks={skeleton} />}
      notFound={
        <EmptyState icon={SearchX} title={notFound.title} action={action}>
          {notFound.text}
        </EmptyState>
      }
    >
      {children}
    </QueryView>
  );
}

import type { UseQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { QueryView } from "../../../../components/ui/QueryView";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";

interface DeckLoadProps<T> {
  query: UseQueryResult<T>;
  /** The skeleton's blocks, shaped like the page. */
  skeleton: readonly string[];
  /** What a 404 says: its title and text, and the link on (where to, and its words). */
  notFound: { title: string; text: string; to: string; linkText: string };
  children: (deck: T) => ReactNode;
}

/** A deck page's read: "Loading the deck", "Error loading deck", or the deck the server does not know. */
export function DeckLoad<T>({ query, skeleton, notFound, children }: DeckLoadProps<T>) {
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

import { BookOpenText, FileUp, PencilRuler, Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { buttonClasses } from "../../../components/ui/button-styles";
import { EmptyState } from "../../../components/ui/EmptyState";
import { PageHeading } from "../../../components/ui/PageHeading";
import { QueryView } from "../../../components/ui/QueryView";
import { SkeletonGroup } from "../../../components/ui/Skeleton";
import { useOwnDecks } from "../hooks/useOwnDecks";
import { importPath, readerPath } from "../lib/paths";
import { BrowsedWordsNotice } from "./BrowsedWordsNotice";
import { NewDeckDialog } from "./form/NewDeckDialog";
import { OwnDeckCard } from "./OwnDeckCard";

/**
 * Create tab (accounts only; the tab guard turns guests away): the learner's own decks, with the two
 * ways to start one.
 */
export function CreateTab() {
  const decks = useOwnDecks();
  const [creating, setCreating] = useState(false);

  const newDeck = (
    <Button onClick={() => setCreating(true)} aria-haspopup="dialog">
      <Plus aria-hidden="true" className="size-4" />
      New deck
    </Button>
  );
  const importLink = (
    <Link to={importPath} className={buttonClasses("secondary")}>
      <FileUp aria-hidden="true" className="size-4" />
      Import
    </Link>
  );
  const readerLink = (
    <Link to={readerPath} className={buttonClasses("secondary")}>
      <BookOpenText aria-hidden="true" className="size-4" />
      Read a text
    </Link>
  );

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <PageHeading subtitle="Your own decks, studied like any other.">Create</PageHeading>
        <div className="mb-6 flex flex-wrap gap-2">
          {newDeck}
          {importLink}
          {readerLink}
        </div>
      </div>

      <BrowsedWordsNotice />
      <QueryView
        query={decks}
        errorTitle="Unable to load your decks"
        loading={
          <SkeletonGroup
            label="Loading your decks"
            className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
            repeat={3}
            blocks={["h-36"]}
          />
        }
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={PencilRuler} title="No decks of your own yet">
              <p>
                <strong>New deck</strong> starts an empty deck: type words in, or paste a list from a spreadsheet.{" "}
                <strong>Import</strong> brings in a CSV or text word list, or an Anki deck with its review history.
              </p>
            </EmptyState>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((deck) => (
                <li key={deck.id}>
                  <OwnDeckCard deck={deck} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>

      {creating ? <NewDeckDialog onClose={() => setCreating(false)} /> : null}
    </>
  );
}

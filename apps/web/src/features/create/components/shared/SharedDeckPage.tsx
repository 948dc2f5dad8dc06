import { deckSizeLabel } from "@app/domain/decks/item-counts";
import { deckPath, homeTabPath } from "@app/domain/navigation";
import { Check, Play, Plus } from "lucide-react";
import { Link, useParams } from "react-router";
import { BackLink } from "../../../../components/ui/BackLink";
import { Button } from "../../../../components/ui/Button";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { Card } from "../../../../components/ui/Card";
import { useAddSharedDeck } from "../../hooks/useAddSharedDeck";
import { useSharedDeck } from "../../hooks/useSharedDeck";
import type { SharedDeck } from "../../types";
import { DeckFacts } from "../DeckFacts";
import { DeckLoad } from "./DeckLoad";

const explorePath = homeTabPath("decks");

/** /decks/shared/:deckId: a learner's deck behind its share link, to look at and add. */
export function SharedDeckPage() {
  const { deckId = "" } = useParams();
  const deck = useSharedDeck(deckId);

  return (
    <DeckLoad query={deck} page="shared">
      {(data) => <SharedDeckView deck={data} />}
    </DeckLoad>
  );
}

function SharedDeckView({ deck }: { deck: SharedDeck }) {
  const add = useAddSharedDeck(deck);
  return (
    <div className="max-w-3xl">
      <BackLink to={explorePath} className="mb-4">
        Decks
      </BackLink>
      <header className="mb-6">
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{deck.name}</h1>
        <p className="mt-1 text-fg-muted">by {deck.authorName}</p>
        <DeckFacts deck={deck} />
        {deck.description ? <p className="mt-3 max-w-prose">{deck.description}</p> : null}
      </header>

      <div className="mb-6">
        {deck.inCollection ? (
          <p className="inline-flex items-center gap-2 rounded-full bg-state-learned-bg px-3 py-1.5 text-sm font-semibold text-state-learned-fg">
            <Check aria-hidden="true" className="size-4" />
            In your decks
          </p>
        ) : (
          <Button size="lg" onClick={() => add.mutate()} loading={add.isPending}>
            <Plus aria-hidden="true" className="size-5" />
            Add to my decks
          </Button>
        )}
      </div>

      <Card className="p-0">
        <section aria-labelledby="shared-sets-heading">
          <h2 id="shared-sets-heading" className="px-4 pt-4 text-lg font-semibold">
            Parts
          </h2>
          <ul className="mt-2 flex flex-col divide-y divide-border">
            {deck.sets.map((set) => (
              <li key={set.id} className="flex min-h-14 items-center justify-between gap-3 px-4 py-2">
                <div className="min-w-0">
                  <p className="font-medium break-words">{set.name}</p>
                  <p className="text-sm text-fg-muted">{deckSizeLabel(set)}</p>
                </div>
                {deck.inCollection ? (
                  <Link
                    to={deckPath(set.id)}
                    aria-label={`Study ${set.name}`}
                    className={buttonClasses("secondary", "compact", "shrink-0")}
                  >
                    <Play aria-hidden="true" className="size-4" />
                    Study
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </Card>
    </div>
  );
}

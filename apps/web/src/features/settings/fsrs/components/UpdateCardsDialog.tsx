import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../../components/ui/Dialog";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { SkeletonGroup } from "../../../../components/ui/Skeleton";
import { notify } from "../../../../lib/toast";
import { getDeckChoices, updateCards } from "../api/fsrs-actions";

/**
 * Update Cards: choose one of your decks, then Confirm Update (shown only once a deck is chosen)
 * recalculates its words' next reviews with the saved settings.
 */
export function UpdateCardsDialog({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const decks = useQuery({ queryKey: ["fsrs-update-cards-decks"], queryFn: getDeckChoices, staleTime: 0 });
  const [chosen, setChosen] = useState<string | null>(null);
  const name = useId();
  const update = useMutation({
    mutationFn: (subDeckId: string) => updateCards(subDeckId),
    onSuccess: (result) => {
      notify.success(result.message);
      onOpenChange(false);
    },
    onError: () => notify.error("Failed to update word review times"),
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!update.isPending) onOpenChange(open);
      }}
      title="Update Cards"
      description="Choose a deck: the next review of its learned words is recalculated with your current settings."
    >
      {decks.isPending ? (
        <SkeletonGroup label="Loading your decks" className="flex flex-col gap-2" repeat={2} blocks={["h-11 w-full"]} />
      ) : decks.isError ? (
        <ErrorState title="Error loading decks" query={decks} />
      ) : decks.data.length === 0 ? (
        <p className="text-fg-muted">You have no decks yet. Add a deck from the Decks tab first.</p>
      ) : (
        <fieldset className="flex max-h-[50dvh] flex-col gap-1 overflow-y-auto">
          <legend className="mb-2 text-sm font-medium">Sub-deck</legend>
          {decks.data.map((deck) => (
            <label
              key={deck.subDeckId}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                name={name}
                value={deck.subDeckId}
                checked={chosen === deck.subDeckId}
                onChange={() => setChosen(deck.subDeckId)}
                className="size-4 accent-primary"
              />
              <span>{deck.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {update.isPending ? (
        <p role="status" className="mt-3 text-sm text-fg-muted">
          Updating review times...
        </p>
      ) : null}
      <DialogActions className="mt-auto gap-3 pt-4 sm:mt-2" busy={update.isPending}>
        {chosen ? (
          <Button onClick={() => update.mutate(chosen)} loading={update.isPending}>
            Confirm Update
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import { messages } from "@app/domain/messages";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../components/ui/Dialog";
import { useReturnFocus } from "../../../components/ui/use-return-focus";
import { useRemoveDeck } from "../../decks";

/** Asks before a deck (an own deck: all its sets) and all its progress are deleted. */
export function RemoveDeckDialog({
  deck,
  onOpenChange,
  onRemoved,
}: {
  deck: { name: string; parts: readonly { subDeckId: string }[] };
  onOpenChange: (open: boolean) => void;
  onRemoved: () => void;
}) {
  useReturnFocus();
  const remove = useRemoveDeck();
  return (
    <Dialog open onOpenChange={onOpenChange} title={`Remove ${deck.name}?`} description={messages.decks.removeConfirm}>
      <DialogActions className="mt-auto gap-3 sm:mt-2">
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(
              deck.parts.map((part) => part.subDeckId),
              {
                onSuccess: onRemoved,
                onError: () => onOpenChange(false),
              },
            )
          }
        >
          Remove Deck
        </Button>
      </DialogActions>
    </Dialog>
  );
}

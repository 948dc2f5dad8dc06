import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Dialog } from "../../../../components/ui/Dialog";
import { useReturnFocus } from "../../../../components/ui/use-return-focus";
import { notify } from "../../../../lib/toast";
import { deckKeys } from "../../../../shared/query-keys";
import { createOwnDeck } from "../../api/create-own-deck";
import { ownDeckEditorPath } from "../../lib/paths";
import { createKeys } from "../../query-keys";
import { DeckForm, EMPTY_DECK_FORM } from "./DeckForm";

/** New deck: the settings form; once saved, the learner is in the new deck's editor. */
export function NewDeckDialog({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="New deck">
      <DeckForm
        initial={EMPTY_DECK_FORM}
        submitLabel="Create deck"
        onCancel={onClose}
        onSubmit={async (values) => {
          const deck = await createOwnDeck(values);
          queryClient.setQueryData(createKeys.ownDeck(deck.id), deck);
          void queryClient.invalidateQueries({ queryKey: createKeys.ownDecks });
          void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
          notify.success(`Created “${deck.name}”`);
          navigate(ownDeckEditorPath(deck.id));
        }}
      />
    </Dialog>
  );
}

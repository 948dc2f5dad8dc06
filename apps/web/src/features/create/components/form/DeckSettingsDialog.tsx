import { useQueryClient } from "@tanstack/react-query";
import { Dialog } from "../../../../components/ui/Dialog";
import { useReturnFocus } from "../../../../components/ui/use-return-focus";
import { notify } from "../../../../lib/toast";
import { deckKeys } from "../../../../shared/query-keys";
import { updateOwnDeck } from "../../api/update-own-deck";
import { createKeys } from "../../query-keys";
import type { OwnDeck } from "../../types";
import { DeckForm } from "./DeckForm";

/** The deck's settings, changed in place; its sets' names and language follow on the server. */
export function DeckSettingsDialog({ deck, onClose }: { deck: OwnDeck; onClose: () => void }) {
  useReturnFocus();
  const queryClient = useQueryClient();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())} title="Deck settings">
      <DeckForm
        initial={{
          name: deck.name,
          description: deck.description,
          termLanguage: deck.termLanguage,
          translationLanguage: deck.translationLanguage,
          hasReading: deck.hasReading,
          writing: deck.writing ?? false,
          visibility: deck.visibility,
        }}
        submitLabel="Save"
        onCancel={onClose}
        onSubmit={async (values) => {
          const saved = await updateOwnDeck(deck.id, values);
          queryClient.setQueryData(createKeys.ownDeck(deck.id), saved);
          void queryClient.invalidateQueries({ queryKey: createKeys.ownDecks });
          void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
          notify.success("Deck settings saved");
          onClose();
        }}
      />
    </Dialog>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../../components/ui/Button";
import { Dialog, DialogActions } from "../../../../components/ui/Dialog";
import { FormNotice } from "../../../../components/ui/FormNotice";
import { useReturnFocus } from "../../../../components/ui/use-return-focus";
import { errorMessage } from "../../../../lib/api";
import { notify } from "../../../../lib/toast";
import { deckKeys, examPlanKeys } from "../../../../shared/query-keys";
import { deleteOwnDeck } from "../../api/delete-own-deck";
import { createTabPath } from "../../lib/paths";
import { createKeys } from "../../query-keys";
import type { OwnDeck } from "../../types";

/** Deleting a deck takes it from every learner who added it, with their progress: said plainly before. */
export function DeleteDeckDialog({ deck, onClose }: { deck: OwnDeck; onClose: () => void }) {
  useReturnFocus();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setFailure(null);
    try {
      await deleteOwnDeck(deck.id);
      queryClient.removeQueries({ queryKey: createKeys.ownDeck(deck.id) });
      queryClient.removeQueries({ queryKey: createKeys.words(deck.id) });
      void queryClient.invalidateQueries({ queryKey: createKeys.ownDecks });
      void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
      // Its plans went with it (Home's status lines).
      void queryClient.invalidateQueries({ queryKey: examPlanKeys.all });
      notify.success(`Deleted “${deck.name}”`);
      navigate(createTabPath, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, "The deck could not be deleted. Check your connection and try again."));
      setPending(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={`Delete “${deck.name}”?`}
      description="The deck and its words are removed from every learner's collection, with their progress on it. This can't be undone."
    >
      <FormNotice tone="error">{failure}</FormNotice>
      <DialogActions className="mt-4 gap-3" busy={pending}>
        <Button variant="danger" loading={pending} onClick={confirm}>
          Delete deck
        </Button>
      </DialogActions>
    </Dialog>
  );
}

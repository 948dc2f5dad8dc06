import { CopyField } from "../../../../components/ui/CopyField";
import { sharedDeckPath } from "../../lib/paths";

/** The link to the deck's shared page, with a copy button (unlisted and public decks). */
export function ShareLink({ deckId }: { deckId: string }) {
  return (
    <CopyField
      label="Share link"
      value={`${window.location.origin}${sharedDeckPath(deckId)}`}
      copiedText="Link copied"
      manualText="Press Ctrl+C (or ⌘C) to copy the link"
    />
  );
}

import { Download, Settings2, Trash2 } from "lucide-react";
import { useState } from "react";
import { BackLink } from "../../../../components/ui/BackLink";
import { Button } from "../../../../components/ui/Button";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { deckExportUrl } from "../../api/export-urls";
import { createTabPath } from "../../lib/paths";
import { isShareable } from "../../lib/visibility";
import type { OwnDeck } from "../../types";
import { DeckFacts } from "../DeckFacts";
import { DeckSettingsDialog } from "../form/DeckSettingsDialog";
import { DeleteDeckDialog } from "./DeleteDeckDialog";
import { ShareLink } from "./ShareLink";

/** The editor's top: the deck, who can see it, its share link, and what can be done to the whole deck. */
export function EditorHeader({ deck }: { deck: OwnDeck }) {
  const [dialog, setDialog] = useState<"settings" | "delete" | null>(null);
  return (
    <header className="mb-6 flex flex-col gap-4">
      <BackLink to={createTabPath} className="w-fit">
        Create
      </BackLink>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{deck.name}</h1>
        <DeckFacts deck={deck} hidden={deck.hidden} />
        {deck.description ? <p className="mt-2 max-w-prose text-fg-muted">{deck.description}</p> : null}
        {deck.hidden ? (
          <p className="mt-2 max-w-prose text-sm">An operator hid this deck: only you can see it for now.</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="compact" aria-haspopup="dialog" onClick={() => setDialog("settings")}>
          <Settings2 aria-hidden="true" className="size-4" />
          Deck settings
        </Button>
        <a href={deckExportUrl(deck.id, "csv")} download className={buttonClasses("secondary", "compact")}>
          <Download aria-hidden="true" className="size-4" />
          Export CSV
        </a>
        <a href={deckExportUrl(deck.id, "apkg")} download className={buttonClasses("secondary", "compact")}>
          <Download aria-hidden="true" className="size-4" />
          Export Anki (.apkg)
        </a>
        <Button variant="ghost" size="compact" aria-haspopup="dialog" onClick={() => setDialog("delete")}>
          <Trash2 aria-hidden="true" className="size-4 text-danger" />
          Delete deck
        </Button>
      </div>
      {isShareable(deck.visibility) && !deck.hidden ? (
        <div className="max-w-xl">
          <ShareLink deckId={deck.id} />
        </div>
      ) : null}
      {dialog === "settings" ? <DeckSettingsDialog deck={deck} onClose={() => setDialog(null)} /> : null}
      {dialog === "delete" ? <DeleteDeckDialog deck={deck} onClose={() => setDialog(null)} /> : null}
    </header>
  );
}

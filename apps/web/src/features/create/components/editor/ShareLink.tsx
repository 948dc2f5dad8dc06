import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { notify } from "../../../../lib/toast";
import { sharedDeckPath } from "../../lib/paths";

/** The link to the deck's shared page, with a copy button (unlisted and public decks). */
export function ShareLink({ deckId }: { deckId: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${sharedDeckPath(deckId)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      notify.success("Link copied");
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard access (an old browser, or permission refused): select it for a manual copy.
      inputRef.current?.select();
      notify.info("Press Ctrl+C (or ⌘C) to copy the link");
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Share link
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.target.select()}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface-muted px-3 text-sm text-fg"
        />
        <Button variant="secondary" onClick={copy} className="shrink-0">
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? "Copied" : "Copy"}
        </Button>
      </div>
    </div>
  );
}

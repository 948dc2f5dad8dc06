import { Check, Copy } from "lucide-react";
import { useId, useRef, useState } from "react";
import { notify } from "../../lib/toast";
import { Button } from "./Button";
import { LabelledField } from "./LabelledField";

interface CopyFieldProps {
  label: string;
  value: string;
  /** The toast after copying ("Link copied"). */
  copiedText: string;
  /** The hint when the clipboard is out of reach ("Press Ctrl+C (or ⌘C) to copy the link"). */
  manualText: string;
  /** The Copy button's accessible name, when a page has more than one. */
  buttonLabel?: string;
}

/** A read-only value with a Copy button; without clipboard access the value is selected for a manual copy. */
export function CopyField({ label, value, copiedText, manualText, buttonLabel }: CopyFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(copiedText);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard access (an old browser, or permission refused): select it for a manual copy.
      inputRef.current?.select();
      notify.info(manualText);
    }
  };

  return (
    <LabelledField id={id} label={label} bodyClassName="flex gap-2">
      <input
        ref={inputRef}
        id={id}
        readOnly
        value={value}
        onFocus={(event) => event.target.select()}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-border-strong bg-surface-muted px-3 font-mono text-sm text-fg"
      />
      <Button variant="secondary" onClick={copy} className="shrink-0" aria-label={buttonLabel}>
        {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
        {copied ? "Copied" : "Copy"}
      </Button>
    </LabelledField>
  );
}

import { clsx } from "clsx";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { IMPORT_EXTENSIONS } from "../../lib/import-file";

/** Choose a file with the button (keyboard, phones) or drop it on the zone. */
export function FileDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the button inside does the same by keyboard
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={clsx(
        "flex flex-col items-center gap-3 rounded-card border-2 border-dashed px-4 py-10 text-center transition-colors",
        over ? "border-primary bg-primary-soft" : "border-border-strong",
      )}
    >
      <FileUp aria-hidden="true" className="size-10 text-fg-muted" />
      <p className="font-medium">Drop a file here, or</p>
      <Button onClick={() => inputRef.current?.click()} disabled={disabled} aria-describedby={hintId}>
        Choose a file
      </Button>
      <p id={hintId} className="max-w-prose text-sm text-fg-muted">
        A word list (.csv, .tsv, .txt) or an Anki package (.apkg, .colpkg), up to 100 MB. Anki packages bring their
        review history along.
      </p>
      <input
        ref={inputRef}
        type="file"
        aria-label="File to import"
        accept={IMPORT_EXTENSIONS.join(",")}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so choosing the same file again (after fixing it) still reports a change.
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

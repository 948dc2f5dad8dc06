import { fsrsOfferLabel } from "@app/domain/create/anki-fsrs-texts";
import type { ImportPreview } from "../../types";

const NONE_FOUND = "This collection's deck options hold no FSRS parameters.";

/**
 * "Use this collection's FSRS settings (desired retention 90 %, 21 parameters)": a check box, off unless
 * ticked; disabled (with the reason) when the collection has none or they cannot be used. Ticked, the import
 * makes the parameters the learner's and gives each deck its desired retention.
 */
export function FsrsOfferField({
  fsrs,
  checked,
  onChange,
}: {
  fsrs: ImportPreview["fsrs"];
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const usable = Boolean(fsrs && !fsrs.problem);
  const label = fsrs ? fsrsOfferLabel(fsrs) : "Use this collection's FSRS settings";
  const hint = !fsrs
    ? NONE_FOUND
    : fsrs.problem
      ? `They cannot be used: ${fsrs.problem}.`
      : "Your scheduling parameters become the collection's, and each deck keeps its desired retention.";
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border px-3 py-2">
      <input
        id="adopt-fsrs"
        type="checkbox"
        className="mt-1 size-4"
        checked={usable && checked}
        disabled={!usable}
        aria-describedby="adopt-fsrs-hint"
        onChange={(event) => onChange(event.target.checked)}
      />
      <div className="min-w-0">
        <label htmlFor="adopt-fsrs" className="font-medium break-words">
          {label}
        </label>
        <p id="adopt-fsrs-hint" className="text-sm text-fg-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}

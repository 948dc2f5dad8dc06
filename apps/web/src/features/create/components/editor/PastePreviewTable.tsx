import { clsx } from "clsx";
import { Check, CircleAlert } from "lucide-react";
import type { PastedLine } from "../../lib/paste-lines";
import { PreviewTable } from "../PreviewTable";

/** Lines drawn in the preview; the count above it covers every line. */
const PREVIEW_ROWS_MAX = 300;

/** The pasted lines as they will be read: each marked ready, or with the reason it will be left out. */
export function PastePreviewTable({ lines, hasReading }: { lines: readonly PastedLine[]; hasReading: boolean }) {
  const drawn = lines.slice(0, PREVIEW_ROWS_MAX);
  return (
    <PreviewTable
      frameClassName="max-h-72 overflow-auto"
      caption="How each pasted line will be read"
      columns={["Line", "Term", ...(hasReading ? ["Reading"] : []), "Translation", "Status"]}
      stickyHead
      cellClassName="px-2 py-1.5"
      footer={
        lines.length > drawn.length ? (
          <p className="border-t border-border px-2 py-1.5 text-sm text-fg-muted">
            The first {PREVIEW_ROWS_MAX} of {lines.length.toLocaleString()} lines are shown.
          </p>
        ) : null
      }
    >
      {drawn.map((line) => (
        <tr key={line.line} className={clsx("border-t border-border", line.problem && "bg-danger-soft")}>
          <td className="px-2 py-1.5 text-fg-muted tabular-nums">{line.line}</td>
          <td className="px-2 py-1.5 break-words">{line.term}</td>
          {hasReading ? <td className="px-2 py-1.5 break-words">{line.reading ?? ""}</td> : null}
          <td className="px-2 py-1.5 break-words">{line.translation}</td>
          <td className="px-2 py-1.5">
            {line.problem ? (
              <span className="inline-flex items-start gap-1 text-danger">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
                {line.problem}
              </span>
            ) : (
              <span className="inline-flex items-center gap-1 text-fg-muted">
                <Check aria-hidden="true" className="size-3.5" />
                Ready
              </span>
            )}
          </td>
        </tr>
      ))}
    </PreviewTable>
  );
}

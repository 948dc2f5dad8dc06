import { clsx } from "clsx";
import type { ReactNode } from "react";

interface PreviewTableProps {
  /** The frame's scrolling and height. */
  frameClassName: string;
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** Keeps the column names in view while the rows scroll under them. */
  stickyHead?: boolean;
  /** The padding of the column names (the rows set their own). */
  cellClassName: string;
  /** Under the table, inside the frame. */
  footer?: ReactNode;
  /** The rows. */
  children: ReactNode;
}

/** A framed table previewing rows before they are saved: the paste dialog's lines, an import's first rows. */
export function PreviewTable({
  frameClassName,
  caption,
  columns,
  stickyHead = false,
  cellClassName,
  footer,
  children,
}: PreviewTableProps) {
  return (
    <div className={clsx(frameClassName, "rounded-lg border border-border")}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className={clsx(stickyHead && "sticky top-0", "bg-surface-muted text-xs text-fg-muted uppercase")}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cellClassName}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
      {footer}
    </div>
  );
}

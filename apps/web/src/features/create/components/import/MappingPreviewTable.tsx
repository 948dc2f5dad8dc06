import type { ImportPreview } from "../../types";

interface MappingPreviewTableProps {
  preview: ImportPreview;
  term: number;
  translation: number;
  reading: number | null;
}

/** The file's first rows read with the chosen columns, so a wrong choice shows before importing. */
export function MappingPreviewTable({ preview, term, translation, reading }: MappingPreviewTableProps) {
  const columns = [
    { label: "Term", index: term },
    ...(reading === null ? [] : [{ label: "Reading", index: reading }]),
    { label: "Translation", index: translation },
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The first rows with the chosen columns</caption>
        <thead className="bg-surface-muted text-xs text-fg-muted uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="px-3 py-2">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, rowIndex) => (
            // Preview rows have no identity of their own; their place is fixed.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={rowIndex} className="border-t border-border">
              {columns.map((column) => (
                <td key={column.label} className="px-3 py-2 break-words">
                  {row[column.index] ?? ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

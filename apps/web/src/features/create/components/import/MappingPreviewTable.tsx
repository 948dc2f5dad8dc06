import type { ImportPreview } from "../../types";
import { PreviewTable } from "../PreviewTable";

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
    <PreviewTable
      frameClassName="overflow-x-auto"
      caption="The first rows with the chosen columns"
      columns={columns.map((column) => column.label)}
      cellClassName="px-3 py-2"
    >
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
    </PreviewTable>
  );
}

import type { MemoryStats } from "../api/get-memory-stats";

type Row = MemoryStats["trueRetention"][number];
type Cell = Row["all"];

const PERIOD_LABELS: Record<Row["period"], string> = {
  today: "Today",
  week: "Last 7 days",
  month: "Last 30 days",
  year: "Last 365 days",
};
const KINDS = [
  { key: "new", label: "New" },
  { key: "young", label: "Young" },
  { key: "mature", label: "Mature" },
  { key: "all", label: "All" },
] as const;

const percent = new Intl.NumberFormat(undefined, { style: "percent", maximumFractionDigits: 1 });

function CellText({ cell }: { cell: Cell }) {
  if (cell.share === null) return <span className="text-fg-muted">—</span>;
  return (
    <>
      {percent.format(cell.share)}{" "}
      <span className="text-fg-muted">
        ({cell.remembered}/{cell.total})
      </span>
    </>
  );
}

/**
 * True retention: of the reviews at an interval of a day or more, the share remembered, by period and by
 * kind (new: the first test after learning; young: interval under 21 days; mature: 21 days or more).
 */
export function TrueRetentionTable({ rows, desired }: { rows: readonly Row[]; desired: number }) {
  return (
    // Wider than a phone: a region keyboard users can reach and scroll (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label="True retention table" tabIndex={0} className="overflow-x-auto rounded-lg">
      <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-fg-muted">
          Reviews a day or more after the last one that you remembered. Your desired retention:{" "}
          {percent.format(desired)}.
        </caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-border py-1.5 pr-3 font-medium">
              Period
            </th>
            {KINDS.map((kind) => (
              <th key={kind.key} scope="col" className="border-b border-border py-1.5 pr-3 font-medium">
                {kind.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row" className="border-b border-border py-1.5 pr-3 font-normal">
                {PERIOD_LABELS[row.period]}
              </th>
              {KINDS.map((kind) => (
                <td key={kind.key} className="border-b border-border py-1.5 pr-3 tabular-nums">
                  <CellText cell={row[kind.key]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

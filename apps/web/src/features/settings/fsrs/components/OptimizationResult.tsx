import { formatDateTime } from "../../../../lib/format-date";
import type { FsrsOptimization } from "../../../../lib/fsrs-settings";

const fmt = (n: number | null | undefined, digits: number) =>
  typeof n === "number" && Number.isFinite(n) ? n.toFixed(digits) : "—";

/**
 * The last optimization: reviews used, how well the current and the fitted parameters predicted the
 * judged reviews (log loss and RMSE(bins), lower is better), and the old and new parameters.
 */
export function OptimizationResult({ result }: { result: FsrsOptimization }) {
  const when = result.optimizedAt ? new Date(result.optimizedAt) : null;
  const rows = Math.max(result.weightsBefore?.length ?? 0, result.weightsAfter?.length ?? 0);
  return (
    <div className="flex flex-col gap-3">
      <h3 className="font-semibold">Last optimization</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {when && !Number.isNaN(when.getTime()) ? (
          <>
            <dt className="text-fg-muted">Date</dt>
            <dd>{formatDateTime(when)}</dd>
          </>
        ) : null}
        <dt className="text-fg-muted">Reviews used</dt>
        <dd className="tabular-nums">{result.reviewCount}</dd>
      </dl>
      <table className="w-full max-w-sm text-left text-sm tabular-nums">
        <caption className="sr-only">How well each parameter set predicted your reviews (lower is better)</caption>
        <thead>
          <tr className="text-fg-muted">
            <td />
            <ColumnHeads names={["Current", "Fitted"]} />
          </tr>
        </thead>
        <tbody>
          <LossRow label="Log loss" before={result.logLossBefore} after={result.logLossAfter} />
          {result.rmseBefore != null && result.rmseAfter != null ? (
            <LossRow label="RMSE (bins)" before={result.rmseBefore} after={result.rmseAfter} />
          ) : null}
        </tbody>
      </table>
      {result.judgedOn === "held-out" ? (
        <p className="text-sm text-fg-muted">
          Both are measured on reviews the fit did not see: each word is judged by a fit made without it (lower is
          better).
        </p>
      ) : null}
      {result.improved === false ? (
        <p className="text-sm text-fg-muted">
          The fitted parameters did not predict those reviews clearly better than your current ones, so your current
          parameters were kept.
        </p>
      ) : null}
      {rows > 0 ? (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-primary">Parameters (old and new)</summary>
          <div className="max-h-72 overflow-y-auto">
            <table className="w-full text-left tabular-nums">
              <thead>
                <tr className="text-fg-muted">
                  <ColumnHeads names={["Parameter", "Old", "New"]} />
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: rows }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parameters are positional (w0…w20)
                  <tr key={i} className="border-t border-border">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      w{i}
                    </th>
                    <td className="py-1 pr-3">{fmt(result.weightsBefore?.[i], 4)}</td>
                    <td className="py-1">{fmt(result.weightsAfter?.[i], 4)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </div>
  );
}

/** Column headings; the last one has no gap after it. */
function ColumnHeads({ names }: { names: readonly string[] }) {
  return names.map((name, i) => (
    <th key={name} scope="col" className={i === names.length - 1 ? "py-1 font-medium" : "py-1 pr-3 font-medium"}>
      {name}
    </th>
  ));
}

/** One measure of the fit: the current parameters' figure and the fitted ones'. */
function LossRow({ label, before, after }: { label: string; before: number; after: number }) {
  return (
    <tr className="border-t border-border">
      <th scope="row" className="py-1 pr-3 font-normal text-fg-muted">
        {label}
      </th>
      <td className="py-1 pr-3">{fmt(before, 4)}</td>
      <td className="py-1">{fmt(after, 4)}</td>
    </tr>
  );
}

import * as Plot from "@observablehq/plot";
import { type ReactNode, useEffect, useId, useRef } from "react";

/** A column of the table behind a chart: the row's field, its heading, and how a value is written. */
export interface ChartColumn<Row> {
  key: keyof Row & string;
  label: string;
  format?: (value: Row[keyof Row], row: Row) => ReactNode;
}

interface PlotChartProps<Row> {
  /** Names the chart (its figure's label and the table's caption). */
  title: string;
  /** Builds the figure from Plot (marks, scales); colours come from the theme (see `chartColors`). */
  figure: (plot: typeof Plot) => Plot.PlotOptions;
  rows: readonly Row[];
  columns: readonly ChartColumn<Row>[];
  /** A row set apart in the table (e.g. the current choice), and how it is called. */
  highlight?: { row: Row; label: string };
  height?: number;
}

/** The theme's colours as CSS variables: charts follow light and dark without a re-render. */
export const chartColors = {
  fg: "var(--color-fg)",
  muted: "var(--color-fg-muted)",
  grid: "var(--color-border)",
  primary: "var(--color-primary)",
  accent: "var(--color-state-building)",
} as const;

/**
 * An Observable Plot figure with the same numbers in a table behind it ("Show as table"), for
 * screen readers and for anyone who prefers numbers. Sized to its container; redrawn on resize.
 */
export function PlotChart<Row>({ title, figure, rows, columns, highlight, height = 220 }: PlotChartProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const draw = () => {
      const options = figure(Plot);
      const chart = Plot.plot({
        width: Math.max(240, element.clientWidth),
        height,
        style: { background: "transparent", color: chartColors.fg, fontSize: "12px", overflow: "visible" },
        ...options,
      });
      chart.setAttribute("aria-hidden", "true");
      element.replaceChildren(chart);
    };
    draw();
    if (typeof ResizeObserver === "undefined") return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (Math.abs(element.clientWidth - width) < 8) return;
      width = element.clientWidth;
      draw();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [figure, height]);

  return (
    <figure aria-labelledby={titleId} className="m-0">
      <figcaption id={titleId} className="mb-1 text-sm font-medium">
        {title}
      </figcaption>
      <div ref={box} className="w-full text-fg" data-testid="plot-chart" />
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg text-primary">
          Show as table
        </summary>
        <table className="mt-2 w-full border-collapse text-left">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className="border-b border-border py-1.5 pr-3 font-medium">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are a fixed series in order
              <tr key={i} className={row === highlight?.row ? "font-semibold" : undefined}>
                {columns.map((c, j) => (
                  <td key={c.key} className="border-b border-border py-1.5 pr-3 tabular-nums">
                    {c.format ? c.format(row[c.key], row) : String(row[c.key])}
                    {j === 0 && row === highlight?.row ? ` (${highlight.label})` : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { buttonClasses } from "./button-styles";

export type PageItem = number | "gap";

/** First, last, the current page and its neighbours; "gap" where pages are skipped. */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, p] of sorted.entries()) {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push("gap");
    items.push(p);
  }
  return items;
}

interface NumberedPaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Request pages". */
  label: string;
  className?: string;
}

/** Numbered pages with Previous / Next; the current page is marked aria-current. Hidden for one page. */
export function NumberedPagination({ page, pageCount, onPageChange, label, className }: NumberedPaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={clsx("mt-6", className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={buttonClasses("ghost", "icon")}
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        </li>
        {pageItems(page, pageCount).map((p, i) =>
          p === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-fg-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                aria-label={`Page ${p}`}
                aria-current={p === page ? "page" : undefined}
                onClick={() => (p === page ? undefined : onPageChange(p))}
                className={clsx(
                  buttonClasses(p === page ? "primary" : "ghost", "icon"),
                  "text-sm tabular-nums",
                  p === page && "pointer-events-none",
                )}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonClasses("ghost", "icon")}
            aria-label="Next page"
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}

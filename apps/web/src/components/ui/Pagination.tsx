import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./Button";

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Languages pages". */
  label: string;
  /** Shows "Page x of y" between the buttons (default on). */
  showPageOf?: boolean;
}

/** Prev / Next with "Page x of y"; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPageChange, label, showPageOf = true }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="compact" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Prev
      </Button>
      {showPageOf ? (
        <p aria-live="polite" className="text-sm text-fg-muted">
          Page {page} of {pageCount}
        </p>
      ) : null}
      <Button variant="secondary" size="compact" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

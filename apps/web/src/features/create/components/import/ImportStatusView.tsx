import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, SearchX } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { EmptyState } from "../../../../components/ui/EmptyState";
import { ErrorState } from "../../../../components/ui/ErrorState";
import { ProgressBar } from "../../../../components/ui/ProgressBar";
import { ApiError } from "../../../../lib/api";
import { deckKeys } from "../../../../shared/query-keys";
import { useImportStatus } from "../../hooks/useImportStatus";
import { importPath } from "../../lib/paths";
import { createKeys } from "../../query-keys";
import { ImportSummary } from "./ImportSummary";

/** Watches an import (read every second) until it is done or failed, then says how it went. */
export function ImportStatusView({ importId }: { importId: string }) {
  const status = useImportStatus(importId);
  const queryClient = useQueryClient();
  const finished = status.data?.status === "done";

  // The new decks and their sets are in the lists from now on.
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: createKeys.ownDecks });
    void queryClient.invalidateQueries({ queryKey: deckKeys.myDecks });
  }, [finished, queryClient]);

  const anotherFile = (
    <Link to={importPath} className={buttonClasses("secondary")}>
      Try another file
    </Link>
  );

  if (status.isError && !status.data) {
    if (status.error instanceof ApiError && status.error.status === 404) {
      return (
        <EmptyState icon={SearchX} title="Import not found" action={anotherFile}>
          It may have finished long ago, or the address is mistyped.
        </EmptyState>
      );
    }
    return <ErrorState title="Unable to read the import" query={status} />;
  }

  const current = status.data;
  if (!current || current.status === "running") {
    const percent = Math.round((current?.progress ?? 0) * 100);
    return (
      <div className="flex max-w-xl flex-col gap-3 rounded-card border border-border bg-surface p-5">
        <p className="font-medium">Importing…</p>
        <ProgressBar value={percent} label="Import" valueText={`${percent}% done`} />
        <p aria-live="polite" className="text-sm text-fg-muted">
          {percent}% · You can leave this page: the import goes on, and this address shows how it ended.
        </p>
      </div>
    );
  }

  if (current.status === "failed") {
    return (
      <div
        role="alert"
        className="flex max-w-xl flex-col gap-3 rounded-card border border-danger/40 bg-danger-soft p-5"
      >
        <p className="flex items-center gap-2 font-medium">
          <CircleAlert aria-hidden="true" className="size-5 text-danger" />
          The import failed
        </p>
        <p>{current.error?.message ?? "The file could not be imported."}</p>
        <div>{anotherFile}</div>
      </div>
    );
  }

  return current.result ? <ImportSummary result={current.result} /> : null;
}

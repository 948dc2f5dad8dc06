import { Megaphone } from "lucide-react";
import { EmptyState } from "../../../components/ui/EmptyState";
import { ErrorState } from "../../../components/ui/ErrorState";
import { OfflineState } from "../../../components/ui/OfflineState";
import { formatDate } from "../../../lib/format-date";
import { useUpdates } from "../hooks/useUpdates";
import { offlineWithoutData } from "../lib/offline-read";
import { UpdatesSkeleton } from "./HomeSkeletons";
import { updateIcon } from "./update-icons";

/** The three newest updates: icon, title, description, date and category. */
export function LatestUpdatesSection() {
  const updates = useUpdates();
  if (!updates.data) {
    if (offlineWithoutData(updates)) {
      return <OfflineState title="Updates will show when you're back online." query={updates} />;
    }
    if (updates.isError) {
      return <ErrorState title="Unable to load updates" query={updates} />;
    }
    return <UpdatesSkeleton />;
  }
  if (updates.data.length === 0) {
    return (
      <EmptyState icon={Megaphone} title="No updates yet">
        News about Lexistep will appear here.
      </EmptyState>
    );
  }
  return (
    <ul className="flex flex-col gap-4">
      {updates.data.map((update) => {
        const Icon = updateIcon(update.icon);
        return (
          <li key={update.id} className="flex gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-soft-fg">
              <Icon aria-hidden="true" className="size-4.5" />
            </span>
            <div className="min-w-0">
              <h3 className="font-medium">{update.title}</h3>
              <p className="text-sm text-fg-muted">{update.description}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-fg-muted">
                <time dateTime={update.publishDate}>{formatDate(update.publishDate)}</time>
                <span className="rounded-full border border-border px-2 py-0.5">{update.category}</span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

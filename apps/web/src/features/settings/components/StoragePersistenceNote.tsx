import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../components/ui/Button";
import { askPersistentStorage, storagePersistence } from "../../../lib/persistent-storage";

const PERSISTENCE_KEY = ["offline-storage-persistence"] as const;

export const STORAGE_KEPT_TEXT = "This browser keeps what is stored here until you remove it.";
export const STORAGE_AT_RISK_TEXT =
  "This browser may delete the decks kept here: when it runs short of space, and in Safari after 7 days without a visit unless Lexistep is installed (Share → Add to Home Screen). Open Lexistep online now and then, or install it, to keep them.";

/** Settings: whether the browser promised to keep the decks kept on this device, and a warning when not. */
export function StoragePersistenceNote() {
  const queryClient = useQueryClient();
  const persistence = useQuery({ queryKey: PERSISTENCE_KEY, queryFn: storagePersistence });
  const [asking, setAsking] = useState(false);
  if (!persistence.data) return null;
  if (persistence.data === "granted") {
    return (
      <p className="mb-4 text-sm text-fg-muted" data-testid="storage-persistence">
        {STORAGE_KEPT_TEXT}
      </p>
    );
  }
  const askAgain = async () => {
    setAsking(true);
    await askPersistentStorage({ again: true });
    await queryClient.invalidateQueries({ queryKey: PERSISTENCE_KEY });
    setAsking(false);
  };
  return (
    <div className="mb-4 flex flex-col items-start gap-2 rounded-card border border-border bg-warning-soft p-3 text-sm text-warning-soft-fg">
      <p className="flex gap-2" data-testid="storage-persistence">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{STORAGE_AT_RISK_TEXT}</span>
      </p>
      {persistence.data === "not-granted" ? (
        <Button variant="secondary" size="compact" loading={asking} onClick={() => void askAgain()}>
          Ask the browser to keep them
        </Button>
      ) : null}
    </div>
  );
}

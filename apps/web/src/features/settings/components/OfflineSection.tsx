import { useQuery, useQueryClient } from "@tanstack/react-query";
import { SwitchField } from "../../../components/ui/SwitchField";
import { formatDateTime } from "../../../lib/format-date";
import { useCurrentSession } from "../../../lib/session";
import { useMyDecks } from "../../decks";
import { excludedDecks, forgetDeck, KEPT_DECKS_MAX, keptDecks, keptRecordings, setKeptOffline } from "../../offline";
import { browserSaveStore, LAST_OFFLINE_SYNC_KEY, lastSyncProblem, queuedCount } from "../../study";
import { SettingsSection } from "./SettingsSection";
import { StoragePersistenceNote } from "./StoragePersistenceNote";

function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Sessions of this learner waiting on this device, and when sessions studied offline were last saved. */
async function syncStatus(userId: string): Promise<string> {
  const queued = await queuedCount(browserSaveStore(), userId);
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_OFFLINE_SYNC_KEY);
  } catch {
    // storage blocked: nothing to say
  }
  const waiting =
    queued === 0
      ? "No session waiting to be saved."
      : `${queued} ${queued === 1 ? "session" : "sessions"} waiting to be saved.`;
  const when =
    last && !Number.isNaN(Date.parse(last)) ? ` Sessions studied offline last saved ${formatDateTime(last)}.` : "";
  const problem = queued > 0 ? lastSyncProblem() : null;
  const why =
    problem && !Number.isNaN(Date.parse(problem.at))
      ? ` The last try to save them (${formatDateTime(problem.at)}) failed: ${problem.message}`
      : "";
  return waiting + when + why;
}

/** Which decks this device keeps for studying with no network, and the room they take. */
export function OfflineSection() {
  const { user } = useCurrentSession();
  const userId = user?.id ?? "";
  const decks = useMyDecks();
  const queryClient = useQueryClient();
  const kept = useQuery({
    queryKey: ["offline-kept", userId],
    queryFn: () => keptDecks(userId),
    enabled: Boolean(userId),
  });
  const sync = useQuery({
    queryKey: ["offline-sync-status", userId],
    queryFn: () => syncStatus(userId),
    enabled: Boolean(userId),
    refetchInterval: 5000,
  });
  const recordings = useQuery({ queryKey: ["offline-recordings"], queryFn: keptRecordings });
  const excluded = useQuery({ queryKey: ["offline-excluded"], queryFn: () => excludedDecks(), staleTime: Infinity });

  const toggle = async (subDeckId: string, keep: boolean) => {
    setKeptOffline(subDeckId, keep);
    if (!keep) await forgetDeck(userId, subDeckId).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ["offline-excluded"] });
    await queryClient.invalidateQueries({ queryKey: ["offline-kept", userId] });
  };

  const total = [...(kept.data?.values() ?? [])].reduce((sum, d) => sum + d.bytes, 0);
  const list = (decks.data ?? []).slice(0, KEPT_DECKS_MAX);
  return (
    <SettingsSection id="offline-heading" title="Studying offline">
      <p className="mb-4 text-sm text-fg-muted">
        Your {KEPT_DECKS_MAX} newest decks are kept on this device, and refreshed whenever you study or open them
        online, so you can study them with no network; what you study is saved when you are back online.{" "}
        {kept.data ? `Kept now: ${kept.data.size} ${kept.data.size === 1 ? "deck" : "decks"}, ${size(total)}.` : null}
        {recordings.data && recordings.data.count > 0
          ? ` Pronunciations kept for them: ${recordings.data.count}, ${size(recordings.data.bytes)}.`
          : null}
      </p>
      <StoragePersistenceNote />
      <p className="mb-4 text-sm text-fg-muted" data-testid="offline-sync-status">
        {sync.data ?? "Looking for sessions waiting to be saved…"}
      </p>
      {decks.isPending ? (
        <p className="text-sm text-fg-muted">Loading your decks…</p>
      ) : decks.isError ? (
        <p role="alert" className="text-sm text-danger">
          Your decks could not be loaded. Check your connection and open Settings again.
        </p>
      ) : list.length === 0 ? (
        <p className="text-sm text-fg-muted">Add a deck to your collection to keep it for offline study.</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {list.map((deck) => {
            const copy = kept.data?.get(deck.subDeckId);
            const keep = !excluded.data?.has(deck.subDeckId);
            return (
              <li key={deck.subDeckId}>
                <SwitchField
                  label={deck.name}
                  checked={keep}
                  onChange={(next) => void toggle(deck.subDeckId, next)}
                  hint={
                    keep
                      ? copy
                        ? `Kept · ${size(copy.bytes)}`
                        : "Kept the next time you open Home online"
                      : "Not kept"
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </SettingsSection>
  );
}

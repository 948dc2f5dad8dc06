import { lastKnownUserId } from "../../../lib/session";
import { unreachable } from "../../../lib/unreachable";

type OfflineReads = typeof import("./offline-reads");

/**
 * A read that could not reach the server, answered from the device's copy instead: rethrows `error`
 * when the server did answer (a refusal is not "offline"), when nobody is known to be signed in on
 * this device, or when the copy holds nothing for it. The copy's code loads only then.
 */
export async function fromCopyWhenUnreachable<T>(
  error: unknown,
  read: (reads: OfflineReads, userId: string) => Promise<T | null>,
): Promise<T> {
  const userId = lastKnownUserId();
  if (!unreachable(error) || !userId) throw error;
  const value = await import("./offline-reads").then((reads) => read(reads, userId)).catch(() => null);
  if (value === null) throw error;
  return value;
}

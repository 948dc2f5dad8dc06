import type { MemoryStats } from "@app/domain/stats-memory/responses";
import { meRequest } from "../../../lib/me-request";

export type { MemoryStats };

/** GET /api/me/stats/memory: true retention by period, the next 30 days' reviews, the words known now. */
export function getMemoryStats(signal?: AbortSignal): Promise<MemoryStats> {
  return meRequest<MemoryStats>("/me/stats/memory", { signal });
}
